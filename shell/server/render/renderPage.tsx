import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import {
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { errorReference } from 'server-kit/trace-context';
import { createI18n, createQueryClient, toLocale } from 'shared-ui';
import { splitTrackingParameters, withTrackingParameters } from 'contracts/tracking-parameters';
import { AppProviders, type AppContext } from '../../src/app/AppProviders';
import { createLocaleStore } from '../../src/features/locale/localeStore';
import { cookieStorage } from '../../src/features/locale/localeCookie';
import {
  localeFromPath,
  localeFromQuery,
  resolveLocale,
} from '../../src/features/locale/resolveLocale';
import { queryLocaleRewrite } from '../../src/features/not-found/queryLocaleRewrite';
import type { ShellRouteContext } from '../../src/features/sections/sectionRoutes';
import { serverThemeMode, THEME_STORAGE_KEY } from '../../src/features/theme/themeRule';
import { createThemeStore } from '../../src/features/theme/themeStore';
import { addShellTexts } from '../../src/texts';
import { noteRoute, observeRender, pageRouteOf } from '../metrics/pageMetrics';
import { shellLogger } from '../logger';
import { cspNonce } from '../security/securityHeaders';
import { createConsentStore } from '../../src/features/consent/consentStore';
import { consentedVisitorId, pageConsentOf } from '../consent/pageConsent';
import { parseAcceptLanguage } from './acceptLanguage';
import { redirectStatus } from './formPost';
import { sendPage } from './pageDocument';
import type { PageRendererOptions, Visit } from './pageTypes';
import { renderToHtml } from './renderToHtml';
import { varyByVisitorLocale } from './varyByVisitorLocale';
import type { SiteRoutes } from './siteRoutes';
import { toFetchRequest } from './toFetchRequest';

export type { EntryAssets, PageRendererOptions, Visit } from './pageTypes';

/**
 * Server rendering of every page: React Router's static handler runs the
 * route loaders (which load remotes and their data), React renders the
 * result, and the browser hydrates it with the same data. The steps, in the
 * order a request meets them: the URL the page is for, who is asking
 * (locale, theme, consent), the route's loaders or action, React, then the
 * answer (pageDocument.ts).
 */
export function createPageRenderer(options: PageRendererOptions) {
  return async function renderPage(req: ExpressRequest, res: ExpressResponse): Promise<void> {
    const startedAt = performance.now();
    // The page never shows the visitor's tracking parameters (a click id in a
    // form's action or a return link would be served to the next visitor from
    // the page cache): it is rendered for the URL without them, and a redirect
    // gets them back.
    const { page: pageUrl, tracking } = splitTrackingParameters(req.originalUrl);
    const url = new URL(pageUrl, 'http://localhost');
    const rewrite = queryLocaleRewrite(url.pathname, url.search);
    if (rewrite) return res.redirect(302, withTrackingParameters(rewrite, tracking));

    const visit = visitOf(req, res, url);
    const site = await options.site();
    const context = appContext(visit, site);
    const result = await runRoute(req, res, { pageUrl, visit, site, context, options });
    if (result instanceof Response) {
      const location = result.headers.get('Location') ?? '/';
      return res.redirect(
        redirectStatus(req, result.status),
        withTrackingParameters(location, tracking),
      );
    }
    const page = pageRouteOf(result.matches);
    noteRoute(res, page.template);
    if (result.statusCode >= 500) noteServerError(context, visit, page.template);
    const app = await renderApp(context, site, result, cspNonce(res));
    await sendPage(req, res, { options, visit, site, context, result, app });
    observeRender(page.id, startedAt);
  };
}

/**
 * A section failed on the server (its fallback, answered 503): one log line
 * with the request's trace, and the reference the fallback shows, which
 * finds that line and the trace.
 */
function noteServerError(context: AppContext, visit: Visit, route: string): void {
  shellLogger.warn({ route }, 'section unavailable');
  const id = errorReference();
  if (id) context.errorReference = { path: visit.url.pathname, id };
}

/**
 * Without a locale in the path (or a country in the query) the visitor's
 * own headers choose it (SPEC §9): the answer — a redirect to their locale,
 * or the 404 page in their language — is theirs, and says what chose it.
 */
function visitOf(req: ExpressRequest, res: ExpressResponse, url: URL): Visit {
  const chosenByHeaders = !localeFromPath(url.pathname) && !localeFromQuery(url.search).country;
  if (chosenByHeaders) varyByVisitorLocale(res);
  const preferences = cookieStorage(req.headers.cookie);
  return {
    url,
    chosenByHeaders,
    theme: serverThemeMode(preferences.getItem(THEME_STORAGE_KEY)),
    locale: resolveLocale({
      pathname: url.pathname,
      search: url.search,
      storage: preferences,
      browserLanguages: parseAcceptLanguage(req.get('accept-language')),
    }),
    // Set by pageConsent: the choice in force, and the visitor id only with Statistik consent.
    consent: pageConsentOf(res),
    visitorId: consentedVisitorId(res),
  };
}

/** The app's stores for this page, as the browser will rebuild them when it hydrates. */
function appContext({ locale, theme, consent, visitorId }: Visit, site: SiteRoutes): AppContext {
  const context: AppContext = {
    queryClient: createQueryClient(),
    i18n: createI18n(locale.language),
    localeStore: createLocaleStore(locale),
    // The theme is a class on <html> (from the cookie, corrected before paint); the markup is the same for both.
    themeStore: createThemeStore(theme),
    consentStore: createConsentStore({ ...consent.state, revision: consent.revision, visitorId }),
    site: site.table.snapshot,
  };
  addShellTexts(context.i18n);
  return context;
}

/** The matched routes' loaders (or a posted form's action): their data, or a redirect. */
async function runRoute(
  req: ExpressRequest,
  res: ExpressResponse,
  {
    pageUrl,
    visit,
    site,
    context,
    options,
  }: {
    pageUrl: string;
    visit: Visit;
    site: SiteRoutes;
    context: AppContext;
    options: PageRendererOptions;
  },
): Promise<StaticHandlerContext | Response> {
  const routeContext: ShellRouteContext = {
    queryClient: context.queryClient,
    rootLocale: () => toLocale(visit.locale.language, visit.locale.country),
    visitorId: visit.visitorId,
    responseCookies: [],
    search: options.search?.(req),
  };
  const result = await site.handler.query(toFetchRequest(req, res, pageUrl), {
    requestContext: routeContext as never,
  });
  // A form's action signed a member in or out on the API: the browser gets the cookie as from /api.
  for (const cookie of routeContext.responseCookies ?? []) res.append('Set-Cookie', cookie);
  return result;
}

/** React's HTML of the page and the styles it used. */
function renderApp(
  context: AppContext,
  site: SiteRoutes,
  result: StaticHandlerContext,
  nonce: string,
) {
  return renderToHtml(
    <AppProviders context={context}>
      <StaticRouterProvider
        router={createStaticRouter(site.handler.dataRoutes, result)}
        context={result}
        hydrate={false}
      />
    </AppProviders>,
    nonce,
  );
}
