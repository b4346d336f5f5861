import type { ShellPageLoaderArgs } from '../../app/shellPageLoaderArgs';
import { featuredEbooksQuery } from '../home/homeQueries';
import { boundedQuery, pageNumber, PAGE_PARAM, QUERY_PARAM } from './searchAnswer';
import { searchQuery } from './searchQuery';

/**
 * The search page's data: the answer to the URL's query and, when it has no
 * result, the most read e-books to offer instead. Never throws: a failed
 * search is the page's error state.
 */
export async function loadSearch({
  queryClient,
  language,
  country,
  url,
  search,
}: ShellPageLoaderArgs) {
  const query = boundedQuery(url.searchParams.get(QUERY_PARAM));
  if (!query) return null;
  const page = pageNumber(url.searchParams.get(PAGE_PARAM));
  const answer = await queryClient
    .fetchQuery(searchQuery({ language, country, query, page }, search))
    .catch(() => undefined);
  if (answer?.total === 0) await queryClient.prefetchQuery(featuredEbooksQuery(country, language));
  return null;
}
