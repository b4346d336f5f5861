import type { Country, Language } from 'shared-ui';
import { PAGE_PARAM, QUERY_PARAM, SEARCH_PATH, type SearchAnswer } from './searchAnswer';

export interface SearchInput {
  language: Language;
  country: Country;
  query: string;
  page: number;
}

/** Runs a search: on the server the index itself, in the browser a request to the server. */
export type SearchFn = (input: SearchInput) => Promise<SearchAnswer>;

/** The server's answers as JSON: `/{locale}/suche.json?q=…` (the search page's data, and the header's suggestions). */
export const searchJsonPath = (
  { language, country, query, page }: SearchInput,
  suggest = false,
) => {
  const params = new URLSearchParams({ [QUERY_PARAM]: query });
  if (page > 1) params.set(PAGE_PARAM, String(page));
  if (suggest) params.set('vorschlag', '1');
  return `/${language}_${country}/${SEARCH_PATH}.json?${params.toString()}`;
};

/** The browser's search: the server answers (a failure is the page's error state). */
export const fetchSearch: SearchFn = async (input) => {
  const answer = await fetch(searchJsonPath(input), { headers: { Accept: 'application/json' } });
  if (!answer.ok) throw new Error(`${answer.status}: search failed`);
  return (await answer.json()) as SearchAnswer;
};

/** The search page's query: the same key on the server and in the browser, so the server's answer hydrates. */
export const searchQuery = (input: SearchInput, run: SearchFn = fetchSearch) => ({
  queryKey: ['search', input.language, input.country, input.query, input.page] as const,
  queryFn: () => run(input),
  staleTime: Infinity,
});
