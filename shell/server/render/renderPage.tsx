import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import {
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { createI18n, createQueryClient, toLocale } from 'shared-ui';
import { AppProviders, type AppContext } from '../../src/app/AppProviders';
import { documentTitle, isNotFound, pageMeta } from '../../src/app/pageMeta';
import { createLocaleStore } from '../../src/features/locale/localeStore';
import { cookieStorage } from '../../src/features/locale/localeCookie';
import {
  localeFromPath,
  localeFromQuery,
  resolveLocale,
} from '../../src/features/locale/resolveLocale';
import { queryLocaleRewrite } from '../../src/features/not-found/queryLocaleRewrite';
import type {
  ShellRouteContext,
  ShellRouteHandle,
} from '../../src/features/sections/sectionRoutes';
import { withoutStaffSections } from '../../src/features/sections/staffSections';
import { serverThemeMode, THEME_STORAGE_KEY } from '../../src/features/theme/themeRule';
import { createThemeStore } from '../../src/features/theme/themeStore';
import { addShellTexts } from '../../src/texts';
import { shellCatalogChunk } from '../../src/texts/loadShellCatalog';
import { shellPageChunk } from '../../src/app/lazyShellPage';
import { renderDocument } from '../document';
import { headTags, pageStructuredData } from '../head';
import { cspNonce } from '../security/securityHeaders';
import { createConsentStore } from '../../src/features/consent/consentStore';
import { CONSENT_PAGE_ID } from '../../src/app/shellPages';
import { activePixelsQuery } from '../../src/features/tracking/useTrackingPixels';
import type { ActiveTrackingPixel } from 'contracts';
import { PREVIEW_PARAM } from 'contracts/ebook-links';
import { splitTrackingParameters, withTrackingParameters } from 'contracts/tracking-parameters';
import { consentedVisitorId, pageConsentOf } from '../consent/pageConsent';
import { grantedPixels, pixelScriptTags } from '../consent/pixelTags';
import { parseAcceptLanguage } from './acceptLanguage';
import { pageStatus, redirectStatus } from './formPost';
import { isPersonalPage } from './personalPage';
import { sectionPreloads, type RemoteManifest } from './remoteManifests';
import { renderToHtml } from './renderToHtml';
import { VISITOR_LOCALE_CACHE_CONTROL, varyByVisitorLocale } from './varyByVisitorLocale';
import { routerHydrationData } from './routerHydration';
import type { SiteRoutes } from './siteRoutes';
import { toFetchRequest } from './toFetchRequest';

export interface PageRendererOptions {
  /** The route table of the current remotes.json. */
  site: () => Promise<SiteRoutes>;
  /** The public origin, for canonical and alternate URLs. */
  origin: (req: ExpressRequest) => string;
  /** The shell's scripts (from its build). */
  shellAssets: () => EntryAssets;
  /** Reads a remote's browser manifest (for preload hints). */
  manifests: (url: string) => Promise<RemoteManifest>;
  /** Origin of the manifest paths in remotes.json, as the server reaches them. */
  remotesOrigin: string;
}

/** `entry-assets.json` of the shell's browser build. */
export interface EntryAssets {
  js: string[];
  preload: string[];
  /** Each `lazy-*` chunk's files (loaded when used; preloaded by pages that use them). */
  lazy?: Record<string, string[]>;
}

/** The chunks the consent code is in (the webpackChunkName of its imports). */
const CONSENT_BANNER_CHUNK = 'lazy-consent-banner';

/**
 * Server rendering of every page: React Router's static handler runs the
 * route loaders (which load remotes and their data), React renders the
 * result, and the browser hydrates it with the same data.
 */
export function createPageRenderer({
  site: currentSite,
  shellAssets,
  manifests,
  remotesOrigin,
  origin,
}: PageRendererOptions) {
  return async function renderPage(req: ExpressRequest, res: ExpressResponse): Promise<void> {
    // The page never shows the visitor's tracking parameters (a click id in a
    // form's action or a return link would be served to the next visitor from
    // the page cache): it is rendered for the URL without them, and a redirect
    // gets them back.
    const { page: pageUrl, tracking } = splitTrackingParameters(req.originalUrl);
    const url = new URL(pageUrl, 'http://localhost');
    const rewrite = queryLocaleRewrite(url.pathname, url.search);
    if (rewrite) {
      res.redirect(302, withTrackingParameters(rewrite, tracking));
      return;
    }

    // Without a locale in the path (or a country in the query) the visitor's
    // own headers choose it (SPEC §9): the answer — a redirect to their locale,
    // or the 404 page in their language — is theirs, and says what chose it.
    const chosenByHeaders = !localeFromPath(url.pathname) && !localeFromQuery(url.search).country;
    if (chosenByHeaders) varyByVisitorLocale(res);
    const preferences = cookieStorage(req.headers.cookie);
    const theme = serverThemeMode(preferences.getItem(THEME_STORAGE_KEY));
    const locale = resolveLocale({
      pathname: url.pathname,
      search: url.search,
      storage: preferences,
      browserLanguages: parseAcceptLanguage(req.get('accept-language')),
    });
    // Set by pageConsent: the choice in force, and the visitor id only with Statistik consent.
    const consent = pageConsentOf(res);
    const visitorId = consentedVisitorId(res);
    const site = await currentSite();
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

    const routeContext: ShellRouteContext = {
      queryClient: context.queryClient,
      rootLocale: () => toLocale(locale.language, locale.country),
      visitorId,
      responseCookies: [],
    };
    const { handler } = site;
    const result = await handler.query(toFetchRequest(req, res, pageUrl), {
      requestContext: routeContext as never,
    });
    // A form's action signed a member in or out on the API: the browser gets the cookie as from /api.
    for (const cookie of routeContext.responseCookies ?? []) res.append('Set-Cookie', cookie);
    if (result instanceof Response) {
      res.redirect(
        redirectStatus(req, result.status),
        withTrackingParameters(result.headers.get('Location') ?? '/', tracking),
      );
      return;
    }

    const { html, styles } = await renderToHtml(
      <AppProviders context={context}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, result)}
          context={result}
          hydrate={false}
        />
      </AppProviders>,
      cspNonce(res),
    );

    // The shell's 404 page, or a section's own not-found state (an unknown e-book): no index, no alternates.
    const loaderData = (id: string) => result.loaderData[id];
    const notFound = isNotFound(result.matches, loaderData) || result.statusCode === 404;
    // A section that could not be loaded or failed still leaves a complete page
    // (its fallback), answered as temporarily unavailable so crawlers keep the page.
    const unavailable = !notFound && result.statusCode >= 500;
    // The console: private data, never in a shared or browser cache, never indexed.
    const staffOnly = Boolean(sectionRouteOf(result)?.staffOnly);
    // A preview from the console (an inactive record, by its token): never kept, never indexed.
    const preview = url.searchParams.has(PREVIEW_PARAM);
    // Rendered from the visitor's own cookies (their votes): no shared cache keeps it.
    const personal = isPersonalPage(sectionRouteOf(result), req.headers.cookie);
    const meta = pageMeta(result.matches, context.i18n, context.queryClient, loaderData);
    const title = documentTitle(meta, context.i18n);
    const pageLocale = toLocale(locale.language, locale.country);
    const head = headTags({
      ...pageStructuredData({
        matches: result.matches,
        i18n: context.i18n,
        queryClient: context.queryClient,
        origin: origin(req),
        locale: pageLocale,
        notFound,
      }),
      meta,
      title,
      origin: origin(req),
      pathname: url.pathname,
      locale: pageLocale,
      siteName: context.i18n.t('shell:meta.siteName'),
      notFound,
      staffOnly: staffOnly || preview,
      countries: sectionRouteOf(result)?.countries,
    });

    // Pixels the visitor granted, rendered here (no flicker); none on staff pages.
    const pixels =
      !staffOnly && (consent.state.statistics || consent.state.marketing)
        ? grantedPixels(await activePixels(context.queryClient), consent.state)
        : [];

    const assets = shellAssets();
    // What the browser loads before hydrating: the shell's texts of the page's
    // language, a shell page's own chunk, and the banner while it shows (not
    // on the settings page: that page is the choice).
    const matchedIds = result.matches.map((match) => match.route.id);
    const bannerShows =
      !consent.state.decided && !staffOnly && !matchedIds.includes(CONSENT_PAGE_ID);
    const shellChunks = [
      shellCatalogChunk(locale.language),
      ...matchedIds.map(shellPageChunk),
      ...(bannerShows ? [CONSENT_BANNER_CHUNK] : []),
    ];
    const shellFiles = shellChunks.flatMap((chunk) => assets.lazy?.[chunk] ?? []);
    const rendered = renderedSections(result);
    const sectionFiles = await sectionPreloads({
      sections: rendered,
      config: site.config,
      manifests,
      remotesOrigin,
    });

    // Visitors' pages carry nothing of the console (its remote, its paths).
    const told = staffOnly
      ? { remotes: site.config, site: site.table.snapshot }
      : withoutStaffSections(site.config, site.table.snapshot);
    if (unavailable) res.setHeader('Retry-After', '30');
    if (staffOnly || preview) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res
      .status(pageStatus(res, result, notFound ? 404 : unavailable ? 503 : 200))
      .type('html')
      .setHeader(
        'Cache-Control',
        staffOnly || preview
          ? 'no-store'
          : personal
            ? 'private, no-cache'
            : chosenByHeaders
              ? VISITOR_LOCALE_CACHE_CONTROL
              : 'no-cache',
      )
      .send(
        renderDocument({
          language: locale.language,
          theme,
          title,
          head: `${head}\n${styles}`,
          body: html,
          scripts: assets.js,
          preload: {
            scripts: [...new Set([...assets.preload, ...shellFiles, ...sectionFiles.scripts])],
            fetches: sectionFiles.fetches,
          },
          routerData: routerHydrationData(result),
          state: {
            queries: dehydratePage(context.queryClient),
            remotes: told.remotes,
            site: told.site,
            rendered: rendered.map((section) => section.remote),
            consent: { ...consent.state, revision: consent.revision },
          },
          nonce: cspNonce(res),
          consent: consent.state,
          pixels: pixelScriptTags(pixels, cspNonce(res)),
        }),
      );
  };
}

/**
 * The active pixels, through the page's query cache: the browser gets the
 * same list with the page and fetches it no more. A failure leaves none
 * (tracking failures are only logged, SPEC §8).
 */
async function activePixels(queryClient: QueryClient): Promise<ActiveTrackingPixel[]> {
  // The query logs its own failure.
  return queryClient.fetchQuery(activePixelsQuery()).catch(() => []);
}

/** The section route of the rendered page, if a section renders it (its countries, staffOnly). */
function sectionRouteOf(result: StaticHandlerContext) {
  const handles = result.matches.map((match) => match.route.handle as ShellRouteHandle | undefined);
  const page = handles.findLast((handle) => handle?.kind === 'section');
  return page?.kind === 'section' ? page.route : undefined;
}

/** The sections whose pages this page rendered without error, with those pages' modules. */
function renderedSections(result: StaticHandlerContext) {
  const bySection = new Map<string, string[]>();
  for (const match of result.matches) {
    const handle = match.route.handle as ShellRouteHandle | undefined;
    if (handle?.kind !== 'section' || result.errors?.[match.route.id]) continue;
    const modules = bySection.get(handle.section) ?? [];
    if (handle.route.page.pageModule) modules.push(handle.route.page.pageModule);
    bySection.set(handle.section, modules);
  }
  return [...bySection].map(([remote, pageModules]) => ({ remote, pageModules }));
}

/**
 * The page's query cache for the browser, failed queries included: a section
 * whose API call failed rendered its error or empty state on the server, and
 * the browser must hydrate that same state (then it retries on mount).
 */
function dehydratePage(queryClient: QueryClient) {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) || query.state.status === 'error',
  });
}
