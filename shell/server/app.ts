import type { RequestListener, Server } from 'node:http';
import compression from 'compression';
import express, { type Express } from 'express';
import { createExpressServer, type GracefulShutdown } from 'server-kit';
import { createApiProxy, isApiPath } from './apiProxy';
import { buildFiles, hidePrivateBuildFiles } from './buildFiles';
import type { ShellServerConfig } from './config';
import { serverErrorPage } from './errorPage';
import { createConsentConfigCache } from './consent/consentConfigCache';
import { consentRoutes } from './consent/consentRoute';
import { pageConsent } from './consent/pageConsent';
import { crawlerRoutes } from './crawlerRoutes';
import { labelledBuildFiles, timeShellRequest } from './metrics/requestRoute';
import { healthRoutes, remotesRoute } from './platformRoutes';
import { preferenceRoutes } from './preferences';
import { createRemotesReader } from './remotes';
import { pageRoutes, sitePageCache } from './render/pageRoutes';
import { createServerSections } from './render/serverSections';
import { createSiteSearch } from './search/siteSearch';
import { apiJson } from './search/apiJson';
import { countSearchMiss } from './search/searchMisses';
import { searchRoutes } from './search/searchRoutes';
import { createSiteRoutes } from './render/siteRoutes';
import { requestGuard } from './security/requestGuard';
import { securityHeaders } from './security/securityHeaders';

/**
 * The shell's web server: the shell's build, the remotes' builds,
 * remotes.json, the page document, and /api — which is passed to the API
 * before Express sees it (the page middleware is not for the API's answers).
 * The middlewares below are in the order a request meets them.
 */
export function createShellServer(
  config: ShellServerConfig,
  stop?: GracefulShutdown,
  /** The API answers the pages' loaders share (main.ts): forgotten with the pages. */
  apiAnswers?: { clear: () => void },
): Server {
  const remotes = createRemotesReader(config.remotesFile, config.remotesMaxAgeMs);
  const siteRoutes = createSiteRoutes({
    readConfig: remotes,
    sections: createServerSections(config, remotes),
    retryFailedAfterMs: config.remotesMaxAgeMs,
  });
  const site = () => siteRoutes.current();
  const originOf = (req: express.Request) => config.origins.forHost(req.get('host'));
  const consentConfig = createConsentConfigCache(config.consentConfigMaxAgeMs);
  const renderedPages = sitePageCache({ ttlMs: config.pageCacheTtlMs, site, remotes, originOf });
  const siteSearch = createSiteSearch({
    site,
    fetchJson: apiJson,
    maxAgeMs: config.searchMaxAgeMs,
  });
  // A write changes what pages show and what the search finds: both forget what they made of the old data.
  const search = searchRoutes({
    search: siteSearch,
    countMiss: countSearchMiss,
    rateLimit: config.searchRateLimit,
  });
  const pageCache = {
    ...renderedPages,
    clear: () => {
      apiAnswers?.clear();
      renderedPages.clear();
      siteSearch.contentChanged();
    },
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders());
  app.use(healthRoutes(config.remotesFile));
  app.use(requestGuard(config.origins));
  app.use(compression());
  app.use(preferenceRoutes());
  app.use(consentRoutes({ config: consentConfig, origins: config.origins }));
  app.use(remotesRoute(remotes));
  app.use(crawlerRoutes({ site, originOf }));
  app.use(hidePrivateBuildFiles(), labelledBuildFiles(buildFiles(config)));
  app.use(search.router);
  app.use(
    pageRoutes({
      config,
      site,
      originOf,
      pageCache,
      withConsent: pageConsent(consentConfig),
      search: search.searchFor,
    }),
  );
  // A page (or any request) that failed: 500 with its reference, in the visitor's language.
  app.use(serverErrorPage());

  const proxyApi = apiProxy(app, config, pageCache.clear);
  const timed = config.metrics !== undefined;
  const listener: RequestListener = (req, res) => {
    const proxied = isApiPath(req.url);
    if (timed) timeShellRequest(req, res, proxied);
    return proxied ? proxyApi(req, res) : app(req, res);
  };
  // Stopping (server-kit's shutdown): /readyz fails, connections close after their response.
  return createExpressServer(app, stop ? stop.listener(listener) : listener);
}

/** The API is its own service; in production nginx routes /api, locally we proxy. */
function apiProxy(app: Express, config: ShellServerConfig, onWrite: () => void) {
  return createApiProxy({
    apiUrl: config.apiUrl,
    socketPath: config.apiSocket,
    // A write through the API: pages rendered before show the old state.
    onWrite,
    trustsPeer: (address) =>
      (app.get('trust proxy fn') as (address: string, hop: number) => boolean)(address, 0),
  });
}
