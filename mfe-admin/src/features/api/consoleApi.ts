import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { HttpError, throwIfResNotOk, withBase } from 'shared-ui';

/** The staff session cookie's names (plain http, and `__Host-` in production). */
const SESSION_COOKIE = /^(?:__Host-)?hello_console$/;

/**
 * The console's cookie out of a page request's Cookie header. The server's
 * loaders forward only it to the API: the visitor's other cookies are none
 * of the console API's business.
 */
export function sessionCookieOf(request: Request | undefined): string | undefined {
  const header = request?.headers.get('cookie');
  const kept = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => SESSION_COOKIE.test(part.split('=')[0] ?? ''));
  return kept.length ? kept.join('; ') : undefined;
}

/**
 * GET of a console API path. In the browser the cookie goes along by itself;
 * on the server (rendering a console page) the page request's session cookie
 * is forwarded. Non-OK answers throw HttpError (401, 403 …).
 */
export async function consoleGet<T>(
  path: string,
  request?: Request,
  signal?: AbortSignal,
): Promise<T> {
  const cookie = typeof window === 'undefined' ? sessionCookieOf(request) : undefined;
  const res = await fetch(withBase(path), {
    credentials: 'include',
    headers: cookie ? { cookie } : {},
    signal,
  });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** Every console query's key starts with this: signing out drops them all. */
export const CONSOLE_KEY = 'console';

/** A console GET as a query; the key is the path, so loaders and pages share it. */
export const consoleQuery = <T>(path: string) =>
  queryOptions<T>({
    queryKey: [CONSOLE_KEY, path],
    queryFn: ({ signal }) => consoleGet<T>(path, undefined, signal),
  });

/**
 * A console page's loader: fetches its paths afresh on every navigation
 * (console data changes with every action) with the session cookie on the
 * server. Never throws: a 401 or 403 stays in the query, the page shows the
 * sign-in or its "no right" state from it.
 */
export async function loadConsoleQueries(
  queryClient: QueryClient,
  request: Request,
  paths: string[],
): Promise<void> {
  await Promise.all(
    paths.map((path) =>
      queryClient
        .fetchQuery({
          ...consoleQuery(path),
          queryFn: () => consoleGet(path, request),
          staleTime: 0,
        })
        .catch(() => undefined),
    ),
  );
}

/**
 * The HTTP status of a failed console call. The server's failed queries reach
 * the browser serialized (a plain object with `status`), so it is read by shape.
 */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof HttpError) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
