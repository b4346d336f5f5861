import type { SectionLoaderArgs } from 'shared-ui';
import { boardPageQuery } from './boardQueries';
import { boardApiParams, boardViewOf } from './boardView';
import { voterCookieHeaders } from './voterCookie';

/**
 * The page of entries the URL asks for, with the visitor's own votes (their
 * cookie, on the server). Never throws: a failed call stays in the cache and
 * the page shows its error state with a retry.
 */
export async function loadBoard({ request, queryClient }: SectionLoaderArgs): Promise<void> {
  const view = boardViewOf(new URL(request.url).searchParams);
  await queryClient.prefetchQuery(
    boardPageQuery(boardApiParams(view), voterCookieHeaders(request)),
  );
}
