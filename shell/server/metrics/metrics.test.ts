/**
 * @jest-environment node
 */
import { randomUUID } from 'node:crypto';
import express from 'express';
import { register } from 'prom-client';
import { createExpressServer } from 'server-kit';
import request from 'supertest';
import { createPageCache } from '../render/pageCache';
import { createPageRenderer } from '../render/renderPage';
import { createSiteRoutes } from '../render/siteRoutes';
import { labelledBuildFiles, timeShellRequest } from './requestRoute';

/**
 * The shell's page rendering (its own pages; one section, whose server build
 * fails to load) behind the page cache, timed as the public listener times it.
 */
function shellServer() {
  const siteRoutes = createSiteRoutes({
    readConfig: () => ({
      broken: { manifest: '/remotes/broken/mf-manifest.json', prefixes: ['broken'] },
    }),
    sections: {
      load: () => Promise.reject(new Error('the remote is down')),
      config: async () => ({}),
    },
    retryFailedAfterMs: 60_000,
    log: { log: () => undefined, error: () => undefined },
  });
  const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10, variant: () => '' });
  const renderPage = cache.wrap(
    createPageRenderer({
      site: () => siteRoutes.current(),
      origin: () => 'http://localhost',
      shellAssets: () => ({ js: [], preload: [] }),
      manifests: () => Promise.reject(new Error('no manifests here')),
      remotesOrigin: 'http://127.0.0.1:9',
      rumSampleRate: 1,
    }),
  );
  const app = express()
    .use(labelledBuildFiles(express.static(__dirname)))
    .get('/{*path}', (req, res, next) => {
      res.locals.cspNonce = 'nonce';
      renderPage(req, res).catch(next);
    });
  return createExpressServer(app, (req, res) => {
    timeShellRequest(req, res, false);
    app(req, res);
  });
}

/** The value of one series, its labels in any order; undefined when absent. */
const valueOf = (text: string, name: string, labels: Record<string, string>) => {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((row) => {
    const labelPart = row.slice(0, row.indexOf('}'));
    return row.startsWith(`${name}{`) && wanted.every((pair) => labelPart.includes(pair));
  });
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe("the shell server's metrics", () => {
  it('time renders per page id and label requests by route template, never by path', async () => {
    const server = shellServer();
    const missing = `/de_DE/nothing-here-${randomUUID()}`;
    expect((await request(server).get('/de_DE/about')).status).toBe(200);
    expect((await request(server).get('/de_DE/about?from=metrics')).status).toBe(200);
    expect((await request(server).get('/de_DE/about')).status).toBe(200);
    expect((await request(server).get(missing)).status).toBe(404);
    expect((await request(server).get('/de_DE/broken/page')).status).toBe(503);
    expect((await request(server).get('/metrics.test.ts')).status).toBe(200);

    const text = await register.metrics();
    const renders = 'shell_page_render_duration_seconds_count';
    // The third request was the page cache's: rendered twice (two URLs), answered three times.
    expect(valueOf(text, renders, { page_id: 'about' })).toBe(2);
    expect(valueOf(text, renders, { page_id: 'not-found' })).toBe(1);
    expect(valueOf(text, renders, { page_id: 'broken:unavailable:broken/*' })).toBe(1);

    const requests = 'http_server_request_duration_seconds_count';
    const about = { http_route: '/:locale/about', http_response_status_class: '2xx' };
    expect(valueOf(text, requests, about)).toBe(3);
    expect(valueOf(text, requests, { http_route: '/:locale/*' })).toBe(1);
    expect(valueOf(text, requests, { http_route: 'build files' })).toBe(1);
    expect(valueOf(text, 'shell_page_cache_requests_total', { result: 'hit' })).toBe(1);
    expect(valueOf(text, 'shell_section_load_failures_total', { section: 'broken' })).toBe(1);

    // No label carries what a visitor typed.
    for (const raw of [missing, 'nothing-here', 'from=metrics', '/de_DE', 'metrics.test.ts'])
      expect(text).not.toContain(raw);
  });
});
