import type { SectionLoaderArgs } from 'shared-ui';
import { testimonialsQuery } from '../ebooks/ebookQueries';

/** Prefetches the country's stories; a failure stays in the cache and the page shows its empty state. */
export async function loadSuccessStories({
  queryClient,
  locale,
}: SectionLoaderArgs): Promise<void> {
  await queryClient.prefetchQuery(testimonialsQuery(locale.country, locale.language));
}
