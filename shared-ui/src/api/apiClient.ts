import type { QueryFunction } from '@tanstack/react-query';

/**
 * The API client of SPEC §7/§8: JSON only when there is a payload,
 * credentials always, and any non-OK answer becomes an Error whose message
 * is "{status}: {body text or status text}".
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
  }

  /** The API's `{ message }` if the body carries one. */
  get apiMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        const { message } = parsed as { message: unknown };
        return typeof message === 'string' ? message : undefined;
      }
    } catch {
      // not JSON: no API message
    }
    return undefined;
  }

  /** The API's `{ fields }`: the message for each refused field, when the body names them. */
  get apiFields(): Record<string, string> {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'fields' in parsed) {
        const { fields } = parsed as { fields: unknown };
        if (fields && typeof fields === 'object')
          return Object.fromEntries(
            Object.entries(fields).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          );
      }
    } catch {
      // not JSON: no fields
    }
    return {};
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new HttpError(res.status, text, res.statusText);
  }
}

/** Absolute base for server-side calls; empty in the browser (same origin). */
let defaultBaseUrl = '';
export function withBase(url: string, baseUrl = defaultBaseUrl): string {
  return /^https?:\/\//.test(url) ? url : `${baseUrl}${url}`;
}
export function setApiBaseUrl(baseUrl: string): void {
  defaultBaseUrl = baseUrl;
}

export interface ApiRequestOptions {
  /**
   * Extra request headers. A form's action on the shell's server forwards the
   * visitor's address, cookies, protocol and fetch metadata, so the API sees
   * the visitor's post as it sees the browser's own calls (sectionAction.ts).
   */
  headers?: Record<string, string>;
}

export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const res = await fetch(withBase(url), {
    method,
    headers: {
      ...(data !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default loading: GET the query key's parts joined by '/', parse JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(withBase(queryKey.join('/')), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
