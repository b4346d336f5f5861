import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { StaticHandlerContext } from 'react-router-dom';
import { toLocale } from 'shared-ui';
import type { ActiveTrackingPixel } from 'contracts';
import { PREVIEW_PARAM } from 'contracts/ebook-links';
import type { AppContext } from '../../src/app/AppProviders';
import { documentTitle, isNotFound, pageMeta } from '../../src/app/pageMeta';
import { CONSENT_PAGE_ID, shellPages, type ShellPage } from '../../src/app/shellPages';
import { loadConsentBanner } from '../../src/features/consent/ConsentBannerSlot';
import type { ShellRouteHandle } from '../../src/features/sections/sectionRoutes';
import { withoutStaffSections } from '../../src/features/sections/staffSections';
import { activePixelsQuery } from '../../src/features/tracking/useTrackingPixels';
import { shellCatalogModule } from '../../src/texts/loadShellCatalog';
import { grantedPixels, pixelScriptTags } from '../consent/pixelTags';
import { renderDocument } from '../document';
import { headTags, pageStructuredData } from '../head';
import { cspNonce } from '../security/securityHeaders';
import { pageStatus } from './formPost';
import { isPersonalPage } from './personalPage';
import { sectionPreloads } from './remoteManifests';
import type { EntryAssets, PageRendererOptions, Visit } from './pageTypes';
import { routerHydrationData } from './routerHydration';
import type { SiteRoutes } from './siteRoutes';
import { VISITOR_LOCALE_CACHE_CONTROL } from './varyByVisitorLocale';

/** A page rendered by React, and everything that went into it. */
export interface RenderedPage {
  options: PageRendererOptions;
  visit: Visit;
  site: SiteRoutes;
  context: AppContext;
  result: StaticHandlerContext;
  app: { html: string; styles: string };
}

/** What kind of page it is: it decides the status, the caching and the indexing. */
function pageKind({ visit, context, result }: RenderedPage, req: ExpressRequest) {
  const loaderData = (id: string) => result.loaderData[id];
  // The shell's 404 page, or a section's own not-found state (an unknown e-book): no index, no alternates.
  const notFound = isNotFound(result.matches, loaderData) || result.statusCode === 404;
  const route = sectionRouteOf(result);
  return {
    notFound,
    // A section that could not be loaded or failed still leaves a complete page
    // (its fallback), answered as temporarily unavailable so crawlers keep the page.
    unavailable: !notFound && result.statusCode >= 500,
    // The console: private data, never in a shared or browser cache, never indexed.
    staffOnly: Boolean(route?.staffOnly),
    // A preview from the console (an inactive record, by its token): never kept, never indexed.
    preview: visit.url.searchParams.has(PREVIEW_PARAM),
    // A page of results (the search): its links are followed, the page itself is not indexed.
    noindexFollow: result.matches.some(
      (match) =>
        (match.route.handle as ShellRouteHandle | undefined)?.kind === 'shell' &&
        Boolean((match.route.handle as { noindex?: boolean }).noindex),
    ),
    // Rendered from the visitor's own cookies (their votes): no shared cache keeps it.
    personal: isPersonalPage(route, req.headers.cookie),
    meta: pageMeta(result.matches, context.i18n, context.queryClient, loaderData),
  };
}
type PageKind = ReturnType<typeof pageKind>;

/**
 * The answer: status, caching and indexing headers, then the document with
 * the page's head, the data the browser hydrates with, the granted pixels
 * and the files the app will load.
 */
export async function sendPage(req: ExpressRequest, res: ExpressResponse, page: RenderedPage) {
  const kind = pageKind(page, req);
  const { visit, context, result, app, options } = page;
  const title = documentTitle(kind.meta, context.i18n);
  const head = pageHead(page, kind, title, options.origin(req));
  const pixels = await pagePixels(page, kind);
  const assets = options.shellAssets();
  const { files, sectionsRendered } = await pageFiles(page, kind, assets);
  // Visitors' pages carry nothing of the console (its remote, its paths).
  const told = kind.staffOnly
    ? { remotes: page.site.config, site: page.site.table.snapshot }
    : withoutStaffSections(page.site.config, page.site.table.snapshot);
  if (kind.unavailable) res.setHeader('Retry-After', '30');
  if (kind.staffOnly || kind.preview) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  else if (kind.noindexFollow) res.setHeader('X-Robots-Tag', 'noindex, follow');
  const status = kind.notFound ? 404 : kind.unavailable ? 503 : 200;
  res
    .status(pageStatus(res, result, status))
    .type('html')
    .setHeader('Cache-Control', pageCacheControl(visit, kind))
    .send(
      renderDocument({
        language: visit.locale.language,
        theme: visit.theme,
        title,
        head: `${head}\n${app.styles}`,
        body: app.html,
        scripts: assets.js,
        preload: files,
        routerData: routerHydrationData(result),
        state: {
          queries: dehydratePage(context.queryClient),
          remotes: told.remotes,
          site: told.site,
          rendered: sectionsRendered,
          consent: { ...visit.consent.state, revision: visit.consent.revision },
          rumSampleRate: options.rumSampleRate,
          errorReference: context.errorReference,
        },
        nonce: cspNonce(res),
        consent: visit.consent.state,
        pixels: pixelScriptTags(pixels, cspNonce(res)),
      }),
    );
}

/** Who may keep the page: nobody (staff, previews), the visitor's browser, or every cache. */
function pageCacheControl(visit: Visit, { staffOnly, preview, personal }: PageKind) {
  if (staffOnly || preview) return 'no-store';
  if (personal) return 'private, no-cache';
  return visit.chosenByHeaders ? VISITOR_LOCALE_CACHE_CONTROL : 'no-cache';
}

/** Description, canonical, alternates, Open Graph and structured data (head.ts). */
function pageHead(
  { visit, context, result }: RenderedPage,
  { notFound, staffOnly, preview, noindexFollow, meta }: PageKind,
  title: string,
  origin: string,
) {
  const locale = toLocale(visit.locale.language, visit.locale.country);
  const { i18n, queryClient } = context;
  return headTags({
    ...pageStructuredData({ matches: result.matches, i18n, queryClient, origin, locale, notFound }),
    meta,
    title,
    origin,
    pathname: visit.url.pathname,
    locale,
    siteName: i18n.t('shell:meta.siteName'),
    notFound,
    staffOnly: staffOnly || preview,
    noindexFollow,
    countries: sectionRouteOf(result)?.countries,
  });
}

/** Pixels the visitor granted, rendered here (no flicker); none on staff pages. */
async function pagePixels({ visit, context }: RenderedPage, { staffOnly }: PageKind) {
  const { state } = visit.consent;
  if (staffOnly || !(state.statistics || state.marketing)) return [];
  return grantedPixels(await activePixels(context.queryClient), state);
}

/**
 * What the browser loads before hydrating: the shell's texts of the page's
 * language, a shell page's own chunk, and the banner while it shows (not
 * on the settings page: that page is the choice); the rendered sections'
 * chunks and manifests.
 */
async function pageFiles(
  { visit, site, result, options }: RenderedPage,
  { staffOnly }: PageKind,
  assets: EntryAssets,
) {
  const matchedIds = result.matches.map((match) => match.route.id);
  const bannerShows =
    !visit.consent.state.decided && !staffOnly && !matchedIds.includes(CONSENT_PAGE_ID);
  const shellModules = [
    shellCatalogModule(visit.locale.language),
    ...shellPages.filter((page) => matchedIds.includes(page.id)).map(lazyModuleOf),
    ...(bannerShows ? [loadConsentBanner.lazyModule] : []),
  ];
  const shellFiles = shellModules.flatMap((key) => (key && assets.lazyModules?.[key]) || []);
  const rendered = renderedSections(result);
  const sectionFiles = await sectionPreloads({
    sections: rendered,
    config: site.config,
    manifests: options.manifests,
    remotesOrigin: options.remotesOrigin,
  });
  return {
    files: {
      scripts: [...new Set([...assets.preload, ...shellFiles, ...sectionFiles.scripts])],
      fetches: sectionFiles.fetches,
    },
    sectionsRendered: rendered.map((section) => section.remote),
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

const lazyModuleOf = ({ page }: ShellPage) => ('lazyModule' in page ? page.lazyModule : undefined);

/** The sections whose pages this page rendered without error, with those pages' modules. */
function renderedSections(result: StaticHandlerContext) {
  const bySection = new Map<string, string[]>();
  for (const match of result.matches) {
    const handle = match.route.handle as ShellRouteHandle | undefined;
    if (handle?.kind !== 'section' || result.errors?.[match.route.id]) continue;
    const modules = bySection.get(handle.section) ?? [];
    const { lazyModule, pageModule } = handle.route.page;
    // `pageModule`: the same, named so by sections built before 2026-11-29.
    const module = lazyModule ?? pageModule;
    if (module) modules.push(module);
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
