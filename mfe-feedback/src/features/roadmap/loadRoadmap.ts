import type { SectionLoaderArgs } from 'shared-ui';
import { roadmapVotesQuery } from '../board/boardQueries';
import { roadmapQuery } from './roadmapQueries';

/**
 * The roadmap's items (content, GET /api/roadmap) and the board's votes per
 * item. Never throws: a failed call stays in the cache; without the items
 * the page says so with a retry, without the votes the items stand alone.
 */
export async function loadRoadmap({ queryClient, locale }: SectionLoaderArgs): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(roadmapQuery(locale.language)),
    queryClient.prefetchQuery(roadmapVotesQuery()),
  ]);
}
