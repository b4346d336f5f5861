import type { SectionLoaderArgs } from 'shared-ui';
import { roadmapVotesQuery } from '../board/boardQueries';

/** The board's votes per roadmap item; without them the roadmap shows its items alone. */
export async function loadRoadmap({ queryClient }: SectionLoaderArgs): Promise<void> {
  await queryClient.prefetchQuery(roadmapVotesQuery());
}
