import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { parseLocale, type SectionRoute } from 'shared-ui';
import { LocaleLayout } from '../features/layout/LocaleLayout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import {
  sectionRouteObjects,
  unavailableSectionRoutes,
  type ShellRouteHandle,
} from '../features/sections/sectionRoutes';
import type { ShellRouteContext } from '../features/sections/shellRouteContext';
import type { SiteSection } from '../features/sections/siteTable';
import { LOCALE_LAYOUT_ROUTE_ID, NOT_FOUND_ROUTE_ID } from './routeIds';
import { shellPages, type ShellPage } from './shellPages';

export interface RouteTableInput {
  /** Every section of the site table (a failed one keeps its place with its fallback). */
  sections: SiteSection[];
  /** The accepted routes of the sections whose pages are in this table, with their code. */
  loaded: Map<string, SectionRoute[]>;
}

const rootLocale = (args: LoaderFunctionArgs) =>
  (args.context as unknown as ShellRouteContext).rootLocale(args.request);

/** A path given without a locale: the resolved locale goes in front, as for `/`. */
const withRootLocale = (args: LoaderFunctionArgs) => {
  const { pathname, search } = new URL(args.request.url);
  return redirect(`/${rootLocale(args)}${pathname}${search}`);
};

/**
 * The route table: `/`, `/product/{slug}` and `/admin` (the console) redirect, everything else lives
 * under `/{language}_{COUNTRY}`: the shell's own pages, the sections' pages
 * (the server: all of them; the browser: those it has discovered so far),
 * and the 404 page.
 */
export function createRoutes({ sections, loaded }: RouteTableInput): RouteObject[] {
  return [
    { path: '/', loader: (args) => redirect(`/${rootLocale(args)}`) },
    // SPEC §2 links products without a locale; DESIGN §9 puts the console at /admin.
    { path: '/product/:slug', loader: withRootLocale },
    { path: '/admin/*', loader: withRootLocale },
    {
      id: LOCALE_LAYOUT_ROUTE_ID,
      path: '/:locale',
      Component: LocaleLayout,
      children: [
        ...shellPages.map(({ id, path, page, metaKey, noindex, loader: load }) => {
          const { Component } = page;
          const handle: ShellRouteHandle = {
            kind: 'shell',
            metaKey,
            ...(noindex ? { noindex } : {}),
            ...('preload' in page ? { preload: page.preload } : {}),
          };
          const loader = load && shellPageLoader(load);
          return path === ''
            ? { id, index: true, Component, handle, loader }
            : { id, path, Component, handle, loader };
        }),
        ...sections.flatMap((section) => sectionRoutesOf(section, sections, loaded)),
        { id: NOT_FOUND_ROUTE_ID, path: '*', Component: NotFoundPage },
      ],
    },
  ];
}

/** A shell page's data, in the page's language; a path without a valid locale loads nothing (404). */
const shellPageLoader =
  (load: NonNullable<ShellPage['loader']>) =>
  ({ params, context, request }: LoaderFunctionArgs) => {
    const locale = parseLocale(params.locale);
    if (!locale) return null;
    const { queryClient, search } = context as unknown as ShellRouteContext;
    return load({
      queryClient,
      language: locale.language,
      country: locale.country,
      url: new URL(request.url),
      search,
    });
  };

/** A section's routes in the table, if they are known here: its pages, or its fallback when it failed. */
export function sectionRoutesOf(
  section: SiteSection,
  sections: SiteSection[],
  loaded: Map<string, SectionRoute[]>,
): RouteObject[] {
  if (section.status === 'failed') return unavailableSectionRoutes(section, sections);
  const routes = loaded.get(section.name);
  return routes ? sectionRouteObjects(section.name, routes) : [];
}
