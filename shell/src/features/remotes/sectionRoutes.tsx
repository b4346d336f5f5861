import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { parseLocale, toLocale } from 'shared-ui';
import type { SectionDefinition } from '../../app/sections';
import { SectionFallback, SectionLoading } from './SectionFallback';
import { loadedSection, loadSection } from './sectionRegistry';

/** The shell routes of one remote: the loader fetches the remote (and its data), then its page renders. */
export function sectionRoutes(section: SectionDefinition, queryClient: QueryClient): RouteObject[] {
  return section.routes.map(({ id, path }) => ({
    id,
    path,
    loader: async ({ params, request }: LoaderFunctionArgs) => {
      const locale = parseLocale(params.locale);
      if (!locale) return null; // the layout shows the 404 page
      const module = await loadSection(section.remote);
      const route = module.routes[id];
      if (!route) throw new Error(`Remote "${section.remote}" has no route "${id}"`);
      await route.loader?.({
        params,
        request,
        queryClient,
        locale: { ...locale, locale: toLocale(locale.language, locale.country) },
      });
      return null;
    },
    Component: function SectionPage() {
      const Page = loadedSection(section.remote)?.routes[id]?.Component;
      return Page ? <Page /> : <SectionLoading />;
    },
    HydrateFallback: SectionLoading,
    ErrorBoundary: SectionFallback,
  }));
}
