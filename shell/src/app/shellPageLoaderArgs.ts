import type { QueryClient } from '@tanstack/react-query';
import type { Country, Language } from 'shared-ui';

/** What a shell page's loader (ShellPage.loader) gets: the page's query cache and the visitor's locale. */
export interface ShellPageLoaderArgs {
  queryClient: QueryClient;
  language: Language;
  country: Country;
}
