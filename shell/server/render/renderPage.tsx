import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { addTexts, createI18n, createQueryClient, toLocale } from 'shared-ui';
import { AppProviders, type AppContext } from '../../src/app/AppProviders';
import { documentTitle, isNotFound, pageMeta } from '../../src/app/pageMeta';
import { createRoutes } from '../../src/app/routes';
import { sections as sectionDefinitions } from '../../src/app/sections';
import { createLocaleStore } from '../../src/features/locale/localeStore';
import { cookieStorage } from '../../src/features/locale/localeCookie';
import { resolveLocale } from '../../src/features/locale/resolveLocale';
import { queryLocaleRewrite } from '../../src/features/not-found/queryLocaleRewrite';
import type { SectionRegistry } from '../../src/features/remotes/sectionRegistry';
import { createThemeStore } from '../../src/features/theme/themeStore';
import {
  newVisitorId,
  readVisitorId,
  visitorCookie,
} from '../../src/features/visitor/visitorCookie';
import { shellTexts } from '../../src/texts';
import { renderDocument } from '../document';
import { headTags } from '../head';
import { parseAcceptLanguage } from './acceptLanguage';
import { sectionPreloads, type RemoteManifest } from './remoteManifests';
import { renderToHtml } from './renderToHtml';
import { routerHydrationData } from './routerHydration';
import { toFetchRequest } from './toFetchRequest';

export interface PageRendererOptions {
  sections: SectionRegistry;
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
}

/**
 * Server rendering of every page: React Router's static handler runs the
 * route loaders (which load remotes and their data), React renders the
 * result, and the browser hydrates it with the same data.
 */
export function createPageRenderer({
  sections,
  shellAssets,
  manifests,
  remotesOrigin,
  origin,
}: PageRendererOptions) {
  return async function renderPage(req: ExpressRequest, res: ExpressResponse): Promise<void> {
    const url = new URL(req.originalUrl, 'http://localhost');
    const rewrite = queryLocaleRewrite(url.pathname, url.search);
    if (rewrite) {
      res.redirect(302, rewrite);
      return;
    }

    const locale = resolveLocale({
      pathname: url.pathname,
      search: url.search,
      storage: cookieStorage(req.headers.cookie),
      browserLanguages: parseAcceptLanguage(req.get('accept-language')),
    });
    let visitorId = readVisitorId(req.headers.cookie ?? '');
    if (!visitorId) {
      visitorId = newVisitorId();
      res.append('Set-Cookie', visitorCookie(visitorId));
    }
    const context: AppContext = {
      queryClient: createQueryClient(),
      i18n: createI18n(locale.language),
      localeStore: createLocaleStore(locale),
      // The theme is a class on <html> set before paint; the markup is the same for both.
      themeStore: createThemeStore('dark'),
      visitorId,
      sections,
    };
    addTexts(context.i18n, shellTexts);

    const routes = createRoutes({
      queryClient: context.queryClient,
      sections,
      rootLocale: () => toLocale(locale.language, locale.country),
    });
    const handler = createStaticHandler(routes);
    const result = await handler.query(toFetchRequest(req, res));
    if (result instanceof Response) {
      res.redirect(result.status, result.headers.get('Location') ?? '/');
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
    );

    // The shell's 404 page, or a section's own not-found state (an unknown e-book): no index, no alternates.
    const notFound = isNotFound(result.matches) || result.statusCode === 404;
    const meta = pageMeta(result.matches, context.i18n, sections, context.queryClient);
    const title = documentTitle(meta, context.i18n);
    const head = headTags({
      meta,
      title,
      origin: origin(req),
      pathname: url.pathname,
      locale: toLocale(locale.language, locale.country),
      siteName: context.i18n.t('shell:meta.siteName'),
      notFound,
    });

    const remotes = await sections.config();
    const assets = shellAssets();
    const sectionFiles = await sectionPreloads({
      sections: renderedSections(result),
      config: remotes,
      manifests,
      remotesOrigin,
    });

    res
      // A section that failed still leaves a complete page (its fallback): 200.
      .status(notFound ? 404 : 200)
      .type('html')
      .setHeader('Cache-Control', 'no-cache')
      .send(
        renderDocument({
          language: locale.language,
          title,
          head: `${head}\n${styles}`,
          body: html,
          scripts: assets.js,
          preload: {
            scripts: [...assets.preload, ...sectionFiles.scripts],
            fetches: sectionFiles.fetches,
          },
          routerData: routerHydrationData(result),
          state: { queries: dehydratePage(context.queryClient), remotes },
        }),
      );
  };
}

/** The remotes whose routes this page rendered without error, with those routes' ids. */
function renderedSections(result: StaticHandlerContext) {
  const ids = result.matches.map((match) => match.route.id).filter((id) => !result.errors?.[id]);
  return sectionDefinitions
    .map((section) => ({
      remote: section.remote,
      routeIds: section.routes.map((route) => route.id).filter((id) => ids.includes(id)),
    }))
    .filter((section) => section.routeIds.length > 0);
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
