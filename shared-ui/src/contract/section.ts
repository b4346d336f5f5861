import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import type { Country, Language, Locale } from '../locale/locale';

/**
 * The contract between the shell and a remote section. A remote exposes one
 * module (`<name>/routes`) whose `routes` map the shell's route ids to pages.
 * The shell owns paths (its route table is data the server can match); the
 * remote owns what each path shows and which data it needs.
 */
export interface SectionLoaderArgs {
  params: Record<string, string | undefined>;
  request: Request;
  queryClient: QueryClient;
  locale: { locale: Locale; language: Language; country: Country };
}

/** What a page tells search engines and link previews (title without the site name). */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * What a page's loader may answer besides nothing: `{ status: 404 }` when the
 * requested record does not exist (the page still renders its own not-found
 * state; the server answers HTTP 404). To send the visitor elsewhere (a
 * canonical URL, the other brand's path), throw React Router's `redirect()`.
 */
export interface SectionLoaderResult {
  status: 404;
}

export interface PageMetaContext {
  params: Record<string, string | undefined>;
  queryClient: QueryClient;
}

interface SectionRouteBase {
  /**
   * The page's title and description in the i18n instance's language (server
   * head, browser title). `page` gives the route params and the query cache
   * the loader filled, so a detail page can name its record.
   */
  meta?: (i18n: I18n, page: PageMetaContext) => PageMeta;
  /**
   * Fetches the page's data into the query client before it renders, on the
   * server and on client navigation. API failures must not throw: the page
   * renders its error or empty state from the query's state instead.
   */
  loader?: (args: SectionLoaderArgs) => Promise<SectionLoaderResult | void>;
}

/**
 * A page is either bundled with the section's routes module (`Component`) or
 * in a chunk of its own (`loadComponent`, e.g.
 * `() => import('./RoadmapPage').then((m) => m.RoadmapPage)`): the shell loads
 * it together with the page's data, on the server and before hydrating, so a
 * visit parses and runs only the page it shows, not its section's forms.
 */
export type SectionRoute = SectionRouteBase &
  (
    | { Component: ComponentType; loadComponent?: never }
    | { loadComponent: () => Promise<ComponentType>; Component?: never }
  );

export interface SectionModule {
  routes: Record<string, SectionRoute>;
}

export function isSectionModule(value: unknown): value is SectionModule {
  if (!value || typeof value !== 'object' || !('routes' in value)) return false;
  const { routes } = value as { routes: unknown };
  return Boolean(routes) && typeof routes === 'object';
}
