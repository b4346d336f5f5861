import type { QueryClient } from '@tanstack/react-query';
import type { Country, Language } from 'shared-ui';
import type { SearchFn } from '../features/search/searchQuery';

/** What a shell page's loader (ShellPage.loader) gets: the page's query cache and the visitor's locale. */
export interface ShellPageLoaderArgs {
  queryClient: QueryClient;
  language: Language;
  country: Country;
  /** The page's URL (its query: the search page's `q`). */
  url: URL;
  /** The site search as the server runs it; in the browser, none (the page asks the server). */
  search?: SearchFn;
}
