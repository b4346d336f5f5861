import { RESULT_PARAM, SENT_PARAM } from 'shared-ui';

/** The page a form was posted to, without an earlier post's outcome in its query. */
export function postedPage(request: Request): { pathname: string; search: string } {
  const { pathname, searchParams } = new URL(request.url);
  searchParams.delete(SENT_PARAM);
  searchParams.delete(RESULT_PARAM);
  const query = searchParams.toString();
  return { pathname, search: query ? `?${query}` : '' };
}
