import type { QueryClient, QueryFunction } from '@tanstack/react-query';
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
 * The signal a loader's fetch runs with: one nobody aborts. React Query
 * cancels a fetch whose queryFn took the query's own signal (apiQuery hands
 * it to fetch) as soon as the query has no observer left, and puts the old
 * data back. During a navigation that happens: publishing a draft gives the
 * record a new version, the editor is rendered anew (keyed by it) while the
 * loader still reads the record's versions, its components' observers go
 * for a moment, and the state above the form stayed 'Entwurf' (the loader
 * never fails, the new observers don't fetch: never stale). What the loader
 * reads is the page's data after a post: it must land.
 */
const NEVER_ABORTED = new AbortController().signal;

/**
 * A console page's loader: fetches its paths afresh on every navigation
 * (console data changes with every action), to the end even if the page
 * re-renders meanwhile (NEVER_ABORTED). On the server the page request's
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
    paths.map((path) => {
      const query = consoleQuery(path, cookie ? { cookie } : undefined);
      const fetchAnswer = query.queryFn as QueryFunction<unknown>;
      return queryClient
        .fetchQuery({
          ...query,
          staleTime: 0,
          // The context without the query's signal: reading it would make the fetch cancellable.
          queryFn: ({ client, queryKey, meta }) =>
            fetchAnswer({ client, queryKey, meta, signal: NEVER_ABORTED }),
        })
        .catch(() => undefined);
    }),
  );
}
