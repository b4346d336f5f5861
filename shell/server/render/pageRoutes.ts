import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Router } from 'express';
import { cookieStorage } from '../../src/features/locale/localeCookie';
import type { RemotesConfig } from '../../src/features/sections/remotesConfig';
import { serverThemeMode, THEME_STORAGE_KEY } from '../../src/features/theme/themeRule';
import { fillAttributionField } from '../attribution';
import type { ShellServerConfig } from '../config';
import { pageConsentOf } from '../consent/pageConsent';
import { remotesVersion } from '../remotes';
import { sectionFiles } from '../sectionFiles';
import { formPost } from './formPost';
import { createPageCache } from './pageCache';
import { isPersonalPage, sectionRouteAt } from './personalPage';
import { createManifestCache } from './remoteManifests';
import { createPageRenderer, type EntryAssets, type PageRendererOptions } from './renderPage';
import type { SiteRoutes } from './siteRoutes';
import { withoutTrailingSlash } from './trailingSlash';

type PageCache = ReturnType<typeof createPageCache>;

export interface SitePageCacheOptions {
  ttlMs: number;
  site: () => Promise<SiteRoutes>;
  remotes: () => RemotesConfig;
  originOf: (req: Request) => string;
}

/** The page cache of this site: which pages are a visitor's own, and what else a page depends on. */
export function sitePageCache({ ttlMs, site, remotes, originOf }: SitePageCacheOptions) {
  return createPageCache({
    ttlMs,
    maxEntries: 200,
    // Only requests with cookies can be a visitor's own: the rest skip the route match.
    personal: async (req) =>
      Boolean(req.headers.cookie) &&
      isPersonalPage(
        sectionRouteAt((await site()).handler.dataRoutes, req.path),
        req.headers.cookie,
      ),
    // The theme cookie decides the class on <html>: one stored page per theme;
    // the consent decides the banner and the pixels: one per choice and revision.
    variant: (req, res) => {
      const { state, revision } = pageConsentOf(res);
      const consent = `${revision ?? '-'}:${+state.decided}${+state.statistics}${+state.marketing}`;
      const theme = serverThemeMode(cookieStorage(req.headers.cookie).getItem(THEME_STORAGE_KEY));
      return `${remotesVersion(remotes())} ${originOf(req)} ${theme} ${consent}`;
    },
  });
}

export interface PageRoutesOptions {
  config: ShellServerConfig;
  site: () => Promise<SiteRoutes>;
  originOf: (req: Request) => string;
  pageCache: PageCache;
  /** Reads the visitor's consent before a page is rendered (pageConsent). */
  withConsent: RequestHandler;
  /** The site search for a request's page (the search page's loader). */
  search?: PageRendererOptions['search'];
}

/**
 * Every other GET is a page: a section's file (a PDF guide) first, then a
 * 404 for any other path with an extension, then the page, rendered or from
 * the page cache. A POST is a form posted without script.
 */
export function pageRoutes({
  config,
  site,
  originOf,
  pageCache,
  withConsent,
  search,
}: PageRoutesOptions) {
  const renderPage = pageCache.wrap(
    createPageRenderer({
      site,
      shellAssets: shellEntryAssets(config),
      manifests: createManifestCache(config.remotesMaxAgeMs),
      remotesOrigin: config.remotesOrigin,
      origin: originOf,
      rumSampleRate: config.rumSampleRate,
      search,
    }),
  );
  const router: Router = express.Router();
  router.get('/{*path}', withoutTrailingSlash());
  router.get(
    '/{*path}',
    sectionFiles(async () => (await site()).table),
  );
  router.get('/{*path}', async (req, res, next) => {
    if (/\.[a-z0-9]+$/i.test(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    next();
  });
  router.get('/{*path}', withConsent, fillAttributionField, async (req, res, next) => {
    try {
      await renderPage(req, res);
    } catch (error) {
      next(error);
    }
  });
  // A form posted to a page without script: the page's action, then the page or a redirect.
  const handleFormPost = formPost(renderPage, async () => (await site()).handler.dataRoutes);
  router.post('/{*path}', withConsent, fillAttributionField, (req, res, next) => {
    // The action wrote through the API: pages rendered before show the old state.
    res.on('finish', pageCache.clear);
    return handleFormPost(req, res, next);
  });
  return router;
}

/** The shell's own scripts; read once in production, on every page while developing. */
function shellEntryAssets(config: ShellServerConfig): () => EntryAssets {
  const read = () =>
    JSON.parse(
      readFileSync(path.join(config.clientDir, 'entry-assets.json'), 'utf8'),
    ) as EntryAssets;
  const built = config.production ? read() : undefined;
  return () => built ?? read();
}
