import type { QueryClient } from '@tanstack/react-query';
import type { DownloadStats } from 'contracts';
import { downloadStatsQuery } from '../ebooks/ebookQueries';

/** SPEC §4: the count rises by 1, or is set to 1 if there is none. */
export function nextDownloadStats(previous: DownloadStats | undefined): DownloadStats {
  return { count: (previous?.count ?? 0) + 1 };
}

/**
 * The local count lives in the query cache, under the same key as the
 * server's count for the category (cached data never goes stale, SPEC §9):
 * every badge of the category shows the new number at once, and it matches
 * what the server counts once the tracked download is stored.
 */
export function countDownloadLocally(queryClient: QueryClient, category: string): void {
  queryClient.setQueryData(downloadStatsQuery(category).queryKey, nextDownloadStats);
}
