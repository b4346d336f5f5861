import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from 'shared-ui';
import type { SearchFn } from '../search/searchQuery';

/**
 * What every loader of the route table gets as `context`: the route objects
 * are built once per remotes.json version (server) or page (browser), the
 * request's own things come with each request.
 */
export interface ShellRouteContext {
  queryClient: QueryClient;
  /** The locale a path without one redirects to (browser: state; server: query and Accept-Language). */
  rootLocale: (request: Request) => Locale;
  /**
   * The visitor's id, only with Statistik consent (server: from the page's
   * consent, a new id's cookie comes with this answer; browser: the consent store).
   */
  readonly visitorId?: string;
  /** Server: `Set-Cookie` lines of the API's answers to an action's calls, sent with the page's answer. */
  responseCookies?: string[];
  /** Server: the site search itself (the browser's search page asks the server). */
  search?: SearchFn;
}
