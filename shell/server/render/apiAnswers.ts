import { fetchApiAnswer, type ApiAnswer, type ApiGet } from 'shared-ui';

/**
 * The end of the time window `now` falls in, windows being `ttlMs` long from
 * the epoch. The API answers kept here and the pages rendered from them
 * (pageCache.ts) both expire at the end of the window they were made in, so
 * a page is never older than one window however the two caches line up: a
 * write on another instance (which this one does not hear of) shows within
 * `ttlMs`, as it did when every page fetched its data.
 */
export const windowEnd = (now: number, ttlMs: number) => (Math.floor(now / ttlMs) + 1) * ttlMs;

/**
 * The shared answer for one page, given up when that page is (its visitor
 * left): the fetch itself goes on for the others waiting.
 */
function whileWanted(answer: Promise<ApiAnswer>, signal: AbortSignal | undefined) {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<ApiAnswer>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Answers shared by every page asking: the data, or the same not-found. */
const KEPT_STATUSES = new Set([200, 404]);

interface Kept {
  answer: Promise<ApiAnswer>;
  expires: number;
}

export interface ApiAnswersOptions {
  /** How long an answer serves other pages (the page cache's time; 0: never). */
  ttlMs: number;
  /** Bound on the answers kept: query strings make the URL space endless. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * The API's answers to the anonymous GETs of the pages' loaders, kept in
 * memory for the time window they were fetched in and shared by every page
 * rendered meanwhile (and by the requests already waiting for the same
 * answer): rendering a page that is not in the page cache (a query string of
 * its own) then costs React, not an HTTP call per query. Only answers that
 * are the same for everyone: no request headers (the console forwards the
 * staff cookie), 200 or 404, and not marked private or no-store (previews).
 * A write through this server (the /api proxy, a form's action) clears it
 * together with the page cache, so a visitor sees their own change at once.
 */
export function createApiAnswers({ ttlMs, maxEntries = 500, now = Date.now }: ApiAnswersOptions) {
  const kept = new Map<string, Kept>();

  const keep = (url: string, entry: Kept) => {
    kept.set(url, entry);
    // Maps iterate in insertion order: the first key is the oldest answer.
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
  };

  /** One fetch for everyone asking; dropped once settled if it is not for sharing. */
  const fetchShared = (url: string, entry: Kept) =>
    fetch(url).then(async (res) => {
      const answer = { status: res.status, statusText: res.statusText, body: await res.text() };
      const cacheControl = res.headers.get('cache-control') ?? '';
      if (!KEPT_STATUSES.has(res.status) || /no-store|private/.test(cacheControl))
        forget(url, entry);
      return answer;
    });

  const forget = (url: string, entry: Kept) => {
    if (kept.get(url) === entry) kept.delete(url);
  };

  const apiGet: ApiGet = (url, init) => {
    if (ttlMs <= 0 || (init.headers && Object.keys(init.headers).length > 0))
      return fetchApiAnswer(url, init);
    const at = now();
    const hit = kept.get(url);
    if (hit && hit.expires > at) return whileWanted(hit.answer, init.signal);
    if (hit) kept.delete(url);
    const entry = { expires: windowEnd(at, ttlMs) } as Kept;
    entry.answer = fetchShared(url, entry);
    entry.answer.catch(() => forget(url, entry));
    keep(url, entry);
    return whileWanted(entry.answer, init.signal);
  };

  return { get: apiGet, clear: () => kept.clear() };
}
