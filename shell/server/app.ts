import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { createExpressServer } from 'server-kit';
import { apiRequest } from 'shared-ui';
import { createApiProxy, isApiPath } from './apiProxy';
import { buildFiles, hidePrivateBuildFiles } from './buildFiles';
import type { ShellServerConfig } from './config';
import { createManifestCache } from './render/remoteManifests';
import { cookieStorage } from '../src/features/locale/localeCookie';
import { serverThemeMode, THEME_STORAGE_KEY } from '../src/features/theme/themeRule';
import { formPost } from './render/formPost';
import { createPageCache } from './render/pageCache';
import { isPersonalPage, sectionRouteAt } from './render/personalPage';
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
import { preferenceRoutes } from './preferences';
import { createConsentConfigCache } from './consent/consentConfigCache';
import { consentRoutes } from './consent/consentRoute';
import { pageConsent, pageConsentOf } from './consent/pageConsent';
import { createSiteRoutes } from './render/siteRoutes';
import { sectionFiles } from './sectionFiles';
import { createRemotesReader, readRemotesConfig, remotesVersion } from './remotes';
import { requestGuard } from './security/requestGuard';
import { securityHeaders } from './security/securityHeaders';

/**
 * The shell's web server: the shell's build, the remotes' builds,
 * remotes.json, the page document, and /api — which is passed to the API
 * before Express sees it (the page middleware is not for the API's answers).
 */
export function createShellServer(config: ShellServerConfig): Server {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders());

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

  const remotes = createRemotesReader(config.remotesFile, config.remotesMaxAgeMs);
  const originOf = (req: express.Request) => config.origins.forHost(req.get('host'));

  // Declared before the page cache, which asks it which pages are a visitor's own.
  const site = createSiteRoutes({
    readConfig: remotes,
    sections: createServerSections(config, remotes),
    retryFailedAfterMs: config.remotesMaxAgeMs,
  });

  const pageCache = createPageCache({
    ttlMs: config.pageCacheTtlMs,
    maxEntries: 200,
    // Only requests with cookies can be a visitor's own: the rest skip the route match.
    personal: async (req) =>
      Boolean(req.headers.cookie) &&
      isPersonalPage(
        sectionRouteAt((await site.current()).handler.dataRoutes, req.path),
        req.headers.cookie,
      ),
    // The theme cookie decides the class on <html>: one stored page per theme;
    // the consent decides the banner and the pixels: one per choice and revision.
    variant: (req, res) => {
      const { state, revision } = pageConsentOf(res);
      const consent = `${revision ?? '-'}:${+state.decided}${+state.statistics}${+state.marketing}`;
      return `${remotesVersion(remotes())} ${originOf(req)} ${serverThemeMode(cookieStorage(req.headers.cookie).getItem(THEME_STORAGE_KEY))} ${consent}`;
    },
  });

  app.use(requestGuard(config.origins));
  app.use(compression());
  app.use(preferenceRoutes());
  const consentConfig = createConsentConfigCache(config.consentConfigMaxAgeMs);
  app.use(consentRoutes({ config: consentConfig, origins: config.origins }));
  const withConsent = pageConsent(consentConfig);

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

  const sitemap = (res: express.Response, xml: string) =>
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600').send(xml);
  app.get('/sitemap.xml', async (req, res, next) => {
    try {
      const { table } = await site.current();
      // A section with nothing to list (the staff-only console) gets no child sitemap.
      const names = table.snapshot.sections
        .filter(
          (section) =>
            section.routes.some((route) => route.inSitemap) ||
            table.declarations.get(section.name)?.sitemap,
        )
        .map((section) => section.name);
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
  app.get('/robots.txt', async (req, res, next) => {
    try {
      const { table } = await site.current();
      const staffPaths = table.snapshot.sections.flatMap((section) =>
        section.routes.filter((route) => route.staffOnly).map((route) => route.path),
      );
      res
        .type('text/plain')
        .setHeader('Cache-Control', 'public, max-age=3600')
        .send(robotsTxt(originOf(req), staffPaths));
    } catch (error) {
      next(error);
    }
  });

  app.use(hidePrivateBuildFiles(), buildFiles(config));

  // The shell's own scripts; read once in production, on every page while developing.
  const readEntryAssets = () =>
    JSON.parse(
      readFileSync(path.join(config.clientDir, 'entry-assets.json'), 'utf8'),
    ) as EntryAssets;
  const built = config.production ? readEntryAssets() : undefined;

  const renderPage = pageCache.wrap(
    createPageRenderer({
      site: () => site.current(),
      shellAssets: () => built ?? readEntryAssets(),
      manifests: createManifestCache(config.remotesMaxAgeMs),
      remotesOrigin: config.remotesOrigin,
      origin: originOf,
    }),
  );
  // Files sections make (a PDF guide) before the rule that no page has an extension.
  app.get(
    '/{*path}',
    sectionFiles(async () => (await site.current()).table),
  );
  app.get('/{*path}', async (req, res, next) => {
    if (/\.[a-z0-9]+$/i.test(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    next();
  });
  app.get('/{*path}', withConsent, async (req, res, next) => {
    try {
      await renderPage(req, res);
    } catch (error) {
      next(error);
    }
  });

  // A form posted to a page without script: the page's action, then the page or a redirect.
  const handleFormPost = formPost(
    renderPage,
    async () => (await site.current()).handler.dataRoutes,
  );
  app.post('/{*path}', withConsent, (req, res, next) => {
    // The action wrote through the API: pages rendered before show the old state.
    res.on('finish', pageCache.clear);
    return handleFormPost(req, res, next);
  });

  // The API is its own service; in production nginx routes /api, locally we proxy.
  const proxyApi = createApiProxy({
    apiUrl: config.apiUrl,
    socketPath: config.apiSocket,
    onWrite: pageCache.clear,
    trustsPeer: (address) =>
      (app.get('trust proxy fn') as (address: string, hop: number) => boolean)(address, 0),
  });
  return createExpressServer(app, (req, res) =>
    isApiPath(req.url) ? proxyApi(req, res) : app(req, res),
  );
}
