import { loadListOrPreview, type SectionLoaderArgs, type SectionLoaderResult } from 'shared-ui';
import { roadmapVotesQuery } from '../board/boardQueries';
import { roadmapPreviewQuery, roadmapQuery } from './roadmapQueries';

/**
 * The roadmap's items (content, GET /api/roadmap) and the board's votes per
 * item. Never throws: a failed call stays in the cache; without the items
 * the page says so with a retry, without the votes the items stand alone.
 * With a preview token from the console, the items with its item (marked);
 * a bad or expired token is a 404.
 */
export async function loadRoadmap(args: SectionLoaderArgs): Promise<SectionLoaderResult | void> {
  const { language } = args.locale;
  const [items] = await Promise.all([
    loadListOrPreview(args, roadmapQuery(language), (token) =>
      roadmapPreviewQuery(language, token),
    ),
    args.queryClient.prefetchQuery(roadmapVotesQuery()),
  ]);
  return items;
}
