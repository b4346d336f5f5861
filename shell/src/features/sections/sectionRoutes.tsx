import { Suspense, use } from 'react';
import {
  data,
  useLoaderData,
  useMatches,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { parseLocale, toLocale, type SectionRoute } from 'shared-ui';
import type { ShellMetaKey } from '../../app/shellPages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { sectionActionArgs } from './sectionAction';
import type { ShellRouteContext } from './shellRouteContext';

// The shell's server builds this context for the route table; it imports it from here.
export type { ShellRouteContext } from './shellRouteContext';
import { SectionFallback, SectionLoading } from './SectionFallback';
import { loadSectionPage, sectionPage, sectionPagePromise } from './sectionPages';
import { ownerOf, type SiteSection } from './siteTable';

/** What a route of the table carries for the shell's head, preloads and sitemap. */
export type ShellRouteHandle =
  | { kind: 'shell'; metaKey: ShellMetaKey; noindex?: boolean; preload?: () => Promise<unknown> }
  | { kind: 'section'; section: string; route: SectionRoute };

/** A page offered in other countries only: the not-found page under this locale. */
const NOT_OFFERED = { notOffered: true } as const;

/** The routes of one section, from its accepted declaration: its loader and page run on the server and in the browser. */
export function sectionRouteObjects(section: string, routes: SectionRoute[]): RouteObject[] {
  return routes.map((route) => ({
    id: route.id,
    path: route.path,
    handle: { kind: 'section', section, route } satisfies ShellRouteHandle,
    loader: async ({ params, request, context }: LoaderFunctionArgs) => {
      const locale = parseLocale(params.locale);
      if (!locale) return null; // the layout shows the 404 page
      if (route.countries && !route.countries.includes(locale.country))
        return data(NOT_OFFERED, { status: 404 });
      const { queryClient } = context as unknown as ShellRouteContext;
      // The page's module loads while its data is fetched.
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
      const loaded = useLoaderData() as typeof NOT_OFFERED | null | undefined;
      if (loaded?.notOffered) return <NotFoundPage />;
      // A page that throws while the server renders it is retried in the browser
      // (React's Suspense contract); if it throws there too, the ErrorBoundary shows.
      return (
        <Suspense fallback={<SectionLoading />}>
          <LoadedPage route={route} />
        </Suspense>
      );
    },
    // A form posted to the page: the section's action, on the server and in the browser alike.
    ...(route.action
      ? {
          action: async (args: ActionFunctionArgs) => {
            const actionArgs = await sectionActionArgs(args);
            if (!actionArgs) return data(null, { status: 404 });
            if (route.countries && !route.countries.includes(actionArgs.locale.country))
              return data(NOT_OFFERED, { status: 404 });
            return route.action!(actionArgs);
          },
        }
      : {}),
    HydrateFallback: SectionLoading,
    ErrorBoundary: SectionFallback,
  }));
}

/** True on a staff page (the console): no page view is recorded there, no tracking pixel loaded. */
export function useStaffOnlyPage(): boolean {
  return useMatches().some((match) => {
    const handle = match.handle as ShellRouteHandle | undefined;
    return handle?.kind === 'section' && Boolean(handle.route.staffOnly);
  });
}

/** True when a route's loader found the page not offered in the locale's country. */
export const isNotOffered = (loaderData: unknown) =>
  Boolean((loaderData as typeof NOT_OFFERED | null)?.notOffered);

/**
 * A section whose declaration or manifest could not be loaded keeps its
 * place: every path under its prefixes answers with its fallback (503, so
 * search engines keep the pages), not with the 404 page.
 */
export function unavailableSectionRoutes(
  section: SiteSection,
  sections: SiteSection[],
): RouteObject[] {
  return section.prefixes.flatMap((prefix) =>
    [prefix, `${prefix}/*`].map((path) => ({
      id: `${section.name}:unavailable:${path}`,
      path,
      loader: ({ params }: LoaderFunctionArgs) => {
        const rest = params['*'] ? `${prefix}/${params['*']}` : prefix;
        // Under a nested prefix of a working section, an unknown path is that section's 404.
        if (ownerOf(sections, rest) !== section.name) return data(NOT_OFFERED, { status: 404 });
        throw data(section.name, { status: 503 });
      },
      Component: function NotFoundUnderPrefix() {
        return <NotFoundPage />;
      },
      ErrorBoundary: SectionFallback,
    })),
  );
}

/**
 * The loader normally brought the page's module. If it could not be loaded
 * before hydration, the page suspends on it here (the server's HTML stays
 * meanwhile) and a failure reaches the route's ErrorBoundary: the section's
 * fallback with its retry button.
 */
function LoadedPage({ route }: { route: SectionRoute }) {
  const Page = sectionPage(route) ?? use(sectionPagePromise(route));
  return <Page />;
}
