import { readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import { apiRequest } from 'shared-ui';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { cacheHeaders } from './cacheHeaders';
import type { ShellServerConfig } from './config';
import { createManifestCache } from './render/remoteManifests';
import { createPageRenderer, type EntryAssets } from './render/renderPage';
import { createServerSections } from './render/serverSections';
import {
  robotsTxt,
  sectionSitemapEntries,
  SHELL_SITEMAP,
  shellSitemapEntries,
  sitemapIndexXml,
  urlSetXml,
} from './sitemap';
import { REMOTES_VERSION_HEADER } from '../src/features/sections/fetchRemotesConfig';
import { createSiteRoutes } from './render/siteRoutes';
import {
  createRemotesReader,
  localRemoteFiles,
  readRemotesConfig,
  remotesVersion,
} from './remotes';

/** The shell's web server: the shell's build, the remotes' builds, remotes.json, /api, and the page document. */
export function createShellServer(config: ShellServerConfig): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Ready when it can say where the sections are: a missing or broken remotes.json
  // (e.g. an unmounted release volume) takes the instance out of rotation.
  app.get('/readyz', (_req, res) => {
    try {
      readRemotesConfig(config.remotesFile);
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ message: 'remotes.json is invalid' });
    }
  });

  // The API is its own service; in production nginx routes /api, locally we proxy.
  app.use(
    createProxyMiddleware({
      target: config.apiUrl,
      pathFilter: '/api',
      xfwd: true,
      on: {
        error: (_error, _req, res) => {
          if ('writeHead' in res && !res.headersSent) {
            res.writeHead(502, { 'Content-Type': 'application/json' });
            res.end(JSON.stringify({ message: 'API nicht erreichbar' }));
          }
        },
      },
    }),
  );

  app.use(compression());

  const remotes = createRemotesReader(config.remotesFile, config.remotesMaxAgeMs);
  const site = createSiteRoutes({
    readConfig: remotes,
    sections: createServerSections(config, remotes),
    retryFailedAfterMs: config.remotesMaxAgeMs,
  });
  app.get('/remotes.json', (_req, res) => {
    try {
      const current = remotes();
      res.setHeader('Cache-Control', 'no-cache');
      // Pages carry the version they were rendered with: a browser that finds
      // another one here loads the next page anew instead of mixing versions.
      res.setHeader(REMOTES_VERSION_HEADER, remotesVersion(current));
      res.json(current);
    } catch (error) {
      console.error('remotes.json is invalid', error);
      res.status(503).json({ message: 'remotes.json is invalid' });
    }
  });

  const originOf = (req: express.Request) =>
    config.publicOrigin ?? `${req.protocol}://${req.get('host')}`;
  const sitemap = (res: express.Response, xml: string) =>
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600').send(xml);
  app.get('/sitemap.xml', async (req, res, next) => {
    try {
      const { table } = await site.current();
      const names = table.snapshot.sections.map((section) => section.name);
      sitemap(res, sitemapIndexXml(originOf(req), names));
    } catch (error) {
      next(error);
    }
  });
  app.get('/sitemaps/:name.xml', async (req, res, next) => {
    try {
      const name = req.params.name;
      const entries =
        name === SHELL_SITEMAP
          ? shellSitemapEntries()
          : await sectionSitemapEntries((await site.current()).table, name, (path) =>
              apiRequest('GET', path).then((answer) => answer.json()),
            );
      if (!entries) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      sitemap(res, urlSetXml(originOf(req), entries));
    } catch (error) {
      next(error);
    }
  });
  app.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .setHeader('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(originOf(req)));
  });

  app.use('/static', express.static(config.clientDir, { index: false, setHeaders: cacheHeaders }));
  app.use(localRemoteFiles(config.remotesRoot));
  app.use(
    '/releases',
    express.static(config.releasesDir, { index: false, setHeaders: cacheHeaders }),
  );

  // The shell's own scripts; read once in production, on every page while developing.
  const readEntryAssets = () =>
    JSON.parse(
      readFileSync(path.join(config.clientDir, 'entry-assets.json'), 'utf8'),
    ) as EntryAssets;
  const built = config.production ? readEntryAssets() : undefined;

  const renderPage = createPageRenderer({
    site: () => site.current(),
    shellAssets: () => built ?? readEntryAssets(),
    manifests: createManifestCache(config.remotesMaxAgeMs),
    remotesOrigin: config.remotesOrigin,
    origin: originOf,
  });
  app.get('/{*path}', async (req, res, next) => {
    if (/\.[a-z0-9]+$/i.test(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    try {
      await renderPage(req, res);
    } catch (error) {
      next(error);
    }
  });

  return app;
}
