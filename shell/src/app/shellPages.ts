import { BRAND } from 'contracts/brand';
import type { ComponentType } from 'react';
import { loadConsentConfig } from '../features/consent/consentConfigQuery';
import { CONSENT_SETTINGS_SEGMENT } from '../features/consent/consentForm';
import { HomePage } from '../features/home/HomePage';
import { loadHome } from '../features/home/loadHome';
import { loadSearch } from '../features/search/loadSearch';
import { SEARCH_PATH } from '../features/search/searchAnswer';
import { lazyShellPage, type LazyShellPage } from './lazyShellPage';
import type { ShellPageLoaderArgs } from './shellPageLoaderArgs';

/**
 * The pages the shell renders itself (no remote), as data: the route table,
 * the head (`meta.<metaKey>Title/Description` in the shell catalog) and the
 * sitemap read this one list.
 */
export interface ShellPage {
  id: string;
  /** Relative to the locale prefix; '' is home. */
  path: string;
  /** Home's code is on the first load; every other page is its own chunk. */
  page: { Component: ComponentType } | LazyShellPage;
  metaKey: ShellMetaKey;
  /** false: a page of the visitor's own settings, not offered in the sitemap. */
  inSitemap?: false;
  /** true: a page of results, followed but not indexed (`noindex, follow`), without canonical. */
  noindex?: true;
  /** Data the page needs, into the page's query cache (server and browser). */
  loader?: (args: ShellPageLoaderArgs) => Promise<unknown>;
}

export type ShellMetaKey = 'home' | 'about' | 'why' | 'consent' | 'search';

/** The search page's route id. */
export const SEARCH_PAGE_ID = 'search';

/** The consent settings page's route id (the server preloads its chunk there). */
export const CONSENT_PAGE_ID = 'consent';

export const shellPages: ShellPage[] = [
  // Its blocks' data (e-books, products, stories of the visitor's country) is rendered by the server.
  { id: 'home', path: '', page: { Component: HomePage }, metaKey: 'home', loader: loadHome },
  {
    id: 'about',
    path: 'about',
    page: lazyShellPage(
      () => import(/* webpackChunkName: "page-about" */ '../features/about/AboutPage'),
    ),
    metaKey: 'about',
  },
  {
    id: 'why',
    path: `warum-${BRAND.slug}`,
    page: lazyShellPage(() => import(/* webpackChunkName: "page-why" */ '../features/why/WhyPage')),
    metaKey: 'why',
  },
  {
    id: CONSENT_PAGE_ID,
    path: CONSENT_SETTINGS_SEGMENT,
    // The second layer.
    page: lazyShellPage(
      () =>
        import(
          /* webpackChunkName: "page-consent" */ '../features/consent/settings/ConsentSettingsPage'
        ),
    ),
    metaKey: 'consent',
    inSitemap: false,
    loader: ({ queryClient, language }) => loadConsentConfig(queryClient, language),
  },
  {
    id: SEARCH_PAGE_ID,
    path: SEARCH_PATH,
    page: lazyShellPage(
      () => import(/* webpackChunkName: "page-search" */ '../features/search/SearchPage'),
    ),
    metaKey: 'search',
    inSitemap: false,
    noindex: true,
    loader: loadSearch,
  },
];
