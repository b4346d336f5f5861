import type { SectionLoaderArgs } from 'shared-ui';
import { roadmapQuery } from '../roadmap/roadmapQueries';
import { boardPageQuery } from './boardQueries';
import { boardApiParams, boardViewOf } from './boardView';
import { voterCookieHeaders } from './voterCookie';

/**
 * The page of entries the URL asks for, with the visitor's own votes (their
 * cookie, on the server), and the roadmap's items, whose titles name the
 * entries' roadmap links. Never throws: a failed call stays in the cache and
 * the page shows its error state with a retry.
 */
export async function loadBoard({
  request,
  queryClient,
  locale,
}: SectionLoaderArgs): Promise<void> {
  const view = boardViewOf(new URL(request.url).searchParams);
  await Promise.all([
    queryClient.prefetchQuery(boardPageQuery(boardApiParams(view), voterCookieHeaders(request))),
    queryClient.prefetchQuery(roadmapQuery(locale.language)),
  ]);
}
