import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router-dom';
import type { Locale } from 'shared-ui';
import { LocaleLayout } from '../features/layout/LocaleLayout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import type { SectionRegistry } from '../features/remotes/sectionRegistry';
import { sectionRoutes } from '../features/remotes/sectionRoutes';
import { NOT_FOUND_ROUTE_ID } from './routeIds';
import { sections } from './sections';
import { shellPages } from './shellPages';

export interface RouteDependencies {
  queryClient: QueryClient;
  sections: SectionRegistry;
  /** The locale a bare `/` redirects to (browser: state; server: query and Accept-Language). */
  rootLocale: (request: Request) => Locale;
}

/** The route table: `/` and `/product/{slug}` redirect, everything else lives under `/{language}_{COUNTRY}`. */
export function createRoutes({
  queryClient,
  sections: registry,
  rootLocale,
}: RouteDependencies): RouteObject[] {
  return [
    { path: '/', loader: ({ request }) => redirect(`/${rootLocale(request)}`) },
    // SPEC §2 links products without a locale: the resolved locale goes in front, as for `/`.
    {
      path: '/product/:slug',
      loader: ({ request }) => {
        const { pathname, search } = new URL(request.url);
        return redirect(`/${rootLocale(request)}${pathname}${search}`);
      },
    },
    {
      path: '/:locale',
      Component: LocaleLayout,
      children: [
        ...shellPages.map(({ id, path, Component }) =>
          path === '' ? { id, index: true, Component } : { id, path, Component },
        ),
        ...sections.flatMap((section) => sectionRoutes(section, queryClient, registry)),
        { id: NOT_FOUND_ROUTE_ID, path: '*', Component: NotFoundPage },
      ],
    },
  ];
}
