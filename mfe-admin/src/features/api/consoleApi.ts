import type { QueryClient } from '@tanstack/react-query';
import { apiQuery, keepCookies } from 'shared-ui';

/** The staff session cookie's names (plain http, and `__Host-` in production). */
const SESSION_COOKIE = /^(?:__Host-)?hello_console$/;

/**
 * The console's cookie out of a page request's Cookie header. The server's
 * loaders forward only it to the API: the visitor's other cookies are none
 * of the console API's business.
 */
export function sessionCookieOf(request: Request | undefined): string | undefined {
  return keepCookies(request?.headers.get('cookie'), (name) => SESSION_COOKIE.test(name));
}

/** Every console API path starts with this: signing out drops every query under it. */
export const CONSOLE_API = '/api/admin/';

/**
 * A console GET as a query (shared-ui's apiQuery, as every section loads its
 * data): the key is the path, so loaders and pages share it. 401 (the
 * sign-in), 403 ("no right") and 404 (a record that is gone, e.g. a board
 * entry erased with its author) are states the pages show, not failures to log.
 */
export const consoleQuery = <T>(path: string, headers?: Record<string, string>) =>
  apiQuery<T>({
    path,
    failure: 'Failed to fetch console data',
    expectedStatuses: [401, 403, 404],
    headers,
  });

/** Whether a query belongs to the console (signing out drops them all). */
export const isConsoleQuery = (queryKey: readonly unknown[]) =>
  typeof queryKey[0] === 'string' && queryKey[0].startsWith(CONSOLE_API);

/**
 * A console page's loader: fetches its paths afresh on every navigation
 * (console data changes with every action). On the server the page request's
 * session cookie goes along; in the browser the cookie goes by itself. Never
 * throws: a 401 or 403 stays in the query, the page shows the sign-in or its
 * "no right" state from it.
 */
export async function loadConsoleQueries(
  queryClient: QueryClient,
  request: Request,
  paths: string[],
): Promise<void> {
  const cookie = typeof window === 'undefined' ? sessionCookieOf(request) : undefined;
  await Promise.all(
    paths.map((path) =>
      queryClient
        .fetchQuery({ ...consoleQuery(path, cookie ? { cookie } : undefined), staleTime: 0 })
        .catch(() => undefined),
    ),
  );
}
