import { queryOptions } from '@tanstack/react-query';
import { HttpError, withBase } from './apiClient';

/**
 * The one way a section loads data: a GET of an API path as react-query
 * options. The route's loader (on the server and on navigation) and the page
 * use the same options, so they read one cache entry and the server's cache
 * hydrates the browser's.
 */
export interface ApiQuerySpec<T> {
  /** The API path, e.g. `/api/faqs`. */
  path: string;
  /** The query string's parameters; part of the key. */
  params?: Record<string, string>;
  /** SPEC §8: the message a failure is logged and thrown with ('Failed to fetch FAQs'). */
  failure: string;
  /**
   * The answer when the API says 404. Not found is then data, not a failure:
   * server and browser render the same "not found" page from it.
   */
  whenNotFound?: T;
  /**
   * Statuses the page shows as a state of its own (the console: 401 is the
   * sign-in, 403 "no right"): still a failed query, but not logged.
   */
  expectedStatuses?: readonly number[];
  /** Extra request headers (the console's loaders forward the staff cookie on the server). */
  headers?: Record<string, string>;
}

/**
 * A failed API query. The status is a plain property on purpose: a query that
 * failed on the server reaches the browser as JSON, where the class is gone
 * and only own properties survive.
 */
export class ApiQueryError extends Error {
  readonly status: number | undefined;

  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'ApiQueryError';
    this.status = cause instanceof HttpError ? cause.status : undefined;
  }
}

/** The HTTP status a failed query carried, whether it is live or came from the server's JSON. */
export function httpStatusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object' || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
  return typeof status === 'number' ? status : undefined;
}

export function apiQueryUrl(path: string, params?: Record<string, string>): string {
  const search = params ? new URLSearchParams(params).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** A GET's answer as a query reads it: its status and its body. */
export interface ApiAnswer {
  status: number;
  statusText: string;
  body: string;
}

interface ApiGetInit {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type ApiGet = (url: string, init: ApiGetInit) => Promise<ApiAnswer>;

/** A GET through fetch, with the browser's credentials. */
export const fetchApiAnswer: ApiGet = async (url, { headers, signal }) => {
  const res = await fetch(url, { credentials: 'include', headers, signal });
  return { status: res.status, statusText: res.statusText, body: await res.text() };
};

let apiGet: ApiGet = fetchApiAnswer;

/**
 * How queries GET the API. The browser fetches; the shell's server answers
 * the same anonymous GET from memory while its content has not changed
 * (shell/server/render/apiAnswers.ts), instead of one HTTP call per page.
 */
export function setApiGet(get: ApiGet): void {
  apiGet = get;
}

export function apiQuery<T>({
  path,
  params = {},
  failure,
  whenNotFound,
  expectedStatuses = [],
  headers,
}: ApiQuerySpec<T>) {
  const notFoundIsData = whenNotFound !== undefined;
  return queryOptions<T>({
    queryKey: [path, params],
    queryFn: async ({ signal }) => {
      try {
        const answer = await apiGet(withBase(apiQueryUrl(path, params)), { headers, signal });
        if (notFoundIsData && answer.status === 404) return whenNotFound;
        if (answer.status < 200 || answer.status > 299)
          throw new HttpError(answer.status, answer.body, answer.statusText);
        // The API maps every row through the contract's schema before
        // answering; parsing again here would ship zod to every visitor.
        return JSON.parse(answer.body) as T;
      } catch (error) {
        const failed = new ApiQueryError(failure, error);
        if (!expectedStatuses.includes(failed.status ?? 0)) console.error(failure, error);
        throw failed;
      }
    },
  });
}
