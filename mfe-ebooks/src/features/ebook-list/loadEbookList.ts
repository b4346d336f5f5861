import type { SectionLoaderArgs } from 'shared-ui';
import { downloadStatsQuery, ebookListQuery } from '../ebooks/ebookQueries';

/**
 * Prefetches the country's e-books and each category's download count, so the
 * server renders complete cards. Never throws: a failed call leaves an error
 * state in the cache, which the page shows as its empty state.
 */
export async function loadEbookList({ queryClient, locale }: SectionLoaderArgs): Promise<void> {
  const ebooks = await queryClient
    .fetchQuery(ebookListQuery(locale.country, locale.language))
    .catch(() => []);
  const categories = new Set(ebooks.map((ebook) => ebook.category));
  await Promise.all(
    [...categories].map((category) => queryClient.prefetchQuery(downloadStatsQuery(category))),
  );
}
