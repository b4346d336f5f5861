import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support/console';
import { startDelayingProxy } from './support/delayingProxy';
import {
  checkEdgeConfig,
  nginxBinary,
  remotesRootWithout,
  startEdge,
  takePort,
} from './support/edge';
import { E2E_PORT } from './support/env';
import { pageProblems } from './support/pageProblems';
import { startShellServer } from './support/shellServer';

/**
 * The production composition through its edge: Debian's nginx with
 * deploy/nginx's config in front of the shell's server and the API, and one
 * part broken at a time. (The database down → API 503 and recovery is covered
 * by the API suite: api/test/db-restart.test.ts and api/test/health.test.ts.)
 */
test.skip(!nginxBinary, 'nginx is not installed: apt-get install nginx (.ci/run installs it)');

const SUITE_SHELL = `127.0.0.1:${E2E_PORT}`;
const SUITE_API = `127.0.0.1:${E2E_PORT + 1}`;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

/** Uncaught errors and hydration mismatches: what turns a broken part into a broken page. */
const crashes = (problems: string[]) =>
  problems.filter((problem) => problem.startsWith('pageerror') || /hydrat/i.test(problem));

test('the rendered nginx config passes nginx -t', () => {
  const result = checkEdgeConfig({
    port: takePort(),
    shellUpstream: SUITE_SHELL,
    apiUpstream: SUITE_API,
  });
  expect(result.output).toContain('syntax is ok');
  expect(result.status).toBe(0);
});

test.describe('through the edge', () => {
  test('serves pages, builds and the API with caching, compression and security headers', async ({
    page,
    request,
  }) => {
    const edge = await startEdge({
      port: takePort(),
      shellUpstream: SUITE_SHELL,
      apiUpstream: SUITE_API,
    });
    try {
      const health = await request.get(`${edge.baseURL}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok' });

      // Pages come compressed by the shell's server (brotli or gzip), the builds by nginx.
      const html = await request.get(`${edge.baseURL}/de_DE/feedback`);
      expect(html.status()).toBe(200);
      expect(html.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
      expect(html.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(html.headers()['x-content-type-options']).toBe('nosniff');
      expect(html.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // HSTS only for visitors who came over TLS (a load balancer in front says so).
      expect(html.headers()['strict-transport-security']).toBeUndefined();
      const overTls = await request.get(`${edge.baseURL}/de_DE`, {
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect(overTls.headers()['strict-transport-security']).toContain('max-age=31536000');

      const manifest = await request.get(`${edge.baseURL}/remotes/feedback/mf-manifest.json`);
      expect(manifest.headers()['cache-control']).toBe('no-cache');
      expect(manifest.headers()['content-encoding']).toBe('gzip');
      const { metaData, exposes } = (await manifest.json()) as {
        metaData: { remoteEntry: { name: string } };
        exposes: { assets: { js: { sync: string[] } } }[];
      };
      const entry = await request.get(
        `${edge.baseURL}/remotes/feedback/${metaData.remoteEntry.name}`,
      );
      expect(entry.headers()['cache-control']).toBe('no-cache');
      expect(entry.headers()['content-security-policy']).toBeDefined();
      const hashedChunk = exposes[0]!.assets.js.sync[0]!;
      expect(hashedChunk).toMatch(/\.[0-9a-f]{8}\.js$/);
      const chunk = await request.get(`${edge.baseURL}/remotes/feedback/${hashedChunk}`);
      expect(chunk.status()).toBe(200);
      expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      // Pages and files share no window and are embedded by no other site…
      for (const answer of [html, chunk])
        expect(answer.headers()).toMatchObject({
          'cross-origin-opener-policy': 'same-origin',
          'cross-origin-resource-policy': 'same-origin',
        });
      // …except the images link previews on other sites fetch.
      const preview = await request.get(`${edge.baseURL}/static/og/ebooks.png`);
      expect(preview.status()).toBe(200);
      expect(preview.headers()['cross-origin-resource-policy']).toBe('cross-origin');

      const ebooks = await request.get(`${edge.baseURL}/api/ebooks`);
      expect(ebooks.status()).toBe(200);
      expect(Array.isArray(await ebooks.json())).toBe(true);

      // The CSP lets the whole site work: no violation, no error while loading and navigating.
      const { problems } = watchConsole(page);
      await page.goto(`${edge.baseURL}/de_DE/feedback`, { waitUntil: 'networkidle' });
      await expect(
        page.getByRole('heading', { level: 1, name: 'Was willst DU eigentlich?' }),
      ).toBeVisible();
      await mainNav(page).getByRole('link', { name: 'E-Books' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Social Media Tipps & Tricks' }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(pageProblems(problems)).toEqual([]);
    } finally {
      await edge.stop();
    }
  });

  test('a section whose files are missing answers 503 with its fallback; the rest of the site works', async ({
    page,
  }) => {
    // The shell's server loads the remotes' Node builds from the same files the edge serves: both see the gap.
    const remotesRoot = remotesRootWithout('feedback');
    const shell = await startShellServer({ REMOTES_ROOT: remotesRoot });
    const edge = await startEdge({
      port: takePort(),
      shellUpstream: new URL(shell.baseURL).host,
      apiUpstream: SUITE_API,
      remotesRoot,
    });
    try {
      const { problems } = watchConsole(page);
      const response = await page.goto(`${edge.baseURL}/de_DE/feedback`, {
        waitUntil: 'networkidle',
      });
      // Temporarily unavailable, not gone: search engines keep the page.
      expect(response?.status()).toBe(503);
      await expect(page.getByTestId('section-fallback')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Alle E-Books sind kostenlos');

      // Another section, through the header: loads from the edge as usual.
      await mainNav(page).getByRole('link', { name: 'E-Books' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Social Media Tipps & Tricks' }),
      ).toBeVisible();
      await mainNav(page).getByRole('link', { name: 'Home' }).click();
      await expect(page.getByRole('link', { name: 'Jetzt Kunden gewinnen' })).toBeVisible();
      expect(crashes(problems)).toEqual([]);
    } finally {
      await edge.stop();
      await shell.stop();
    }
  });

  test('with the API down, pages render their error and empty states, no white screen', async ({
    page,
    request,
  }) => {
    // Nothing listens on this port: the API process is gone.
    const deadApi = `127.0.0.1:${takePort()}`;
    const shell = await startShellServer({ API_URL: `http://${deadApi}` });
    const edge = await startEdge({
      port: takePort(),
      shellUpstream: new URL(shell.baseURL).host,
      apiUpstream: deadApi,
    });
    try {
      const api = await request.get(`${edge.baseURL}/api/ebooks`);
      expect(api.status()).toBe(503);
      expect(await api.json()).toEqual({ message: 'API nicht erreichbar' });

      const { problems } = watchConsole(page);
      const pages: [string, string][] = [
        ['/de_DE', 'Aufmerksamkeit, die zu zahlenden Kunden wird.'],
        ['/de_DE/social-media-tipps-und-tricks', 'Social Media Tipps & Tricks'],
        ['/de_DE/hellocash', 'helloCASH'],
        ['/de_DE/feedback', 'Was willst DU eigentlich?'],
      ];
      for (const [path, heading] of pages) {
        const response = await page.goto(`${edge.baseURL}${path}`, { waitUntil: 'networkidle' });
        expect(response?.status(), path).toBeLessThan(500);
        await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
        await expect(mainNav(page), path).toBeVisible();
        await expect(page.getByRole('contentinfo'), path).toBeVisible();
      }
      await page.goto(`${edge.baseURL}/de_DE/hellocash`, { waitUntil: 'networkidle' });
      await expect(
        page.getByText('Die Produkte konnten gerade nicht geladen werden.'),
      ).toBeVisible();
      await page.goto(`${edge.baseURL}/de_DE/social-media-tipps-und-tricks`, {
        waitUntil: 'networkidle',
      });
      await expect(page.getByText('Keine E-Books verfügbar')).toBeVisible();
      expect(crashes(problems)).toEqual([]);
    } finally {
      await edge.stop();
      await shell.stop();
    }
  });

  test('with a slow remote, the page stays usable and the section arrives', async ({ page }) => {
    test.setTimeout(60_000);
    const DELAY_MS = 4000;
    const edge = await startEdge({
      port: takePort(),
      shellUpstream: SUITE_SHELL,
      apiUpstream: SUITE_API,
    });
    const slow = await startDelayingProxy({
      port: takePort(),
      target: edge.baseURL,
      slowPrefix: '/remotes/feedback/',
      delayMs: DELAY_MS,
    });
    try {
      const { problems } = watchConsole(page);
      // Navigating in the browser: the section arrives once its files do.
      await page.goto(`${slow.baseURL}/de_DE`, { waitUntil: 'networkidle' });
      const clickedAt = Date.now();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Was willst du?' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Was willst DU eigentlich?' }),
      ).toBeVisible({ timeout: 20_000 });
      const sectionArrivedMs = Date.now() - clickedAt;
      expect(sectionArrivedMs).toBeGreaterThanOrEqual(DELAY_MS - 500);

      // Opening a page of the slow section: its server-rendered content is
      // there before the section's files, and the header works meanwhile.
      const openedAt = Date.now();
      await page.goto(`${slow.baseURL}/de_DE/roadmap`, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: 'Ausblick' })).toBeVisible();
      await mainNav(page).getByRole('link', { name: 'Home' }).click();
      await expect(page.getByRole('link', { name: 'Jetzt Kunden gewinnen' })).toBeVisible();
      const usableMs = Date.now() - openedAt;
      expect(usableMs).toBeLessThan(DELAY_MS);
      test.info().annotations.push({
        type: 'timing',
        description: `section after ${sectionArrivedMs} ms; rendered page + header navigation in ${usableMs} ms (remote delayed ${DELAY_MS} ms)`,
      });
      expect(crashes(problems)).toEqual([]);
    } finally {
      await slow.stop();
      await edge.stop();
    }
  });
});
