import { BOARD_VOTER_COOKIE } from 'contracts/board-fields';
import { keepCookies } from 'shared-ui';

/**
 * On the shell's server: the page request's voter cookie, as headers for the
 * API, so the server renders the visitor's own votes (their cookie only: the
 * visitor's other cookies are none of the board's business). In the browser
 * nothing: the browser sends the cookie itself (it is HttpOnly, the page
 * never reads it).
 */
export function voterCookieHeaders(request: Request): Record<string, string> | undefined {
  if (typeof window !== 'undefined') return undefined;
  const cookie = keepCookies(request.headers.get('cookie'), (name) => name === BOARD_VOTER_COOKIE);
  return cookie ? { cookie } : undefined;
}
