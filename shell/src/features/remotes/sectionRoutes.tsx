import type { QueryClient } from '@tanstack/react-query';
import { Suspense, use } from 'react';
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { parseLocale, toLocale, type SectionRoute } from 'shared-ui';
import type { SectionDefinition } from '../../app/sections';
import { SectionFallback, SectionLoading } from './SectionFallback';
import { loadSectionPage, sectionPage, sectionPagePromise } from './sectionPages';
import type { SectionRegistry } from './sectionRegistry';

/**
 * The shell routes of one remote: the loader fetches the remote (and the
 * page's data), then its page renders — on the server and in the browser.
 */
export function sectionRoutes(
  section: SectionDefinition,
  queryClient: QueryClient,
  registry: SectionRegistry,
): RouteObject[] {
  return section.routes.map(({ id, path }) => ({
    id,
    path,
    loader: async ({ params, request }: LoaderFunctionArgs) => {
      const locale = parseLocale(params.locale);
      if (!locale) return null; // the layout shows the 404 page
      const module = await registry.load(section.remote);
      const route = module.routes[id];
      if (!route) throw new Error(`Remote "${section.remote}" has no route "${id}"`);
      // The page's own chunk (if it has one) loads while its data is fetched.
      const [result] = await Promise.all([
        route.loader?.({
          params,
          request,
          queryClient,
          locale: { ...locale, locale: toLocale(locale.language, locale.country) },
        }),
        loadSectionPage(route),
      ]);
      // The page shows its own not-found state; the status reaches the server's response.
      return result?.status ? data(null, { status: result.status }) : null;
    },
    Component: function SectionPage() {
      const route = registry.loaded(section.remote)?.routes[id];
      // A page that throws while the server renders it is retried in the browser
      // (React's Suspense contract); if it throws there too, the ErrorBoundary shows.
      return route ? (
        <Suspense fallback={<SectionLoading />}>
          <LoadedPage route={route} />
        </Suspense>
      ) : (
        <SectionLoading />
      );
    },
    HydrateFallback: SectionLoading,
    ErrorBoundary: SectionFallback,
  }));
}

/**
 * The loader normally brought the page's chunk. If it could not be loaded
 * before hydration, the page suspends on it here (the server's HTML stays
 * meanwhile) and a failure reaches the route's ErrorBoundary: the section's
 * fallback with its retry button.
 */
function LoadedPage({ route }: { route: SectionRoute }) {
  const Page = sectionPage(route) ?? use(sectionPagePromise(route));
  return <Page />;
}
