import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { LocaleLayout } from '../features/layout/LocaleLayout';
import { RootRedirect } from '../features/locale/RootRedirect';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { sectionRoutes } from '../features/remotes/sectionRoutes';
import { sections } from './sections';

/** The route table: `/` redirects, everything else lives under `/{language}_{COUNTRY}`. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    { path: '/', Component: RootRedirect },
    {
      path: '/:locale',
      Component: LocaleLayout,
      children: [
        { index: true, Component: HomePage },
        ...sections.flatMap((section) => sectionRoutes(section, queryClient)),
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}
