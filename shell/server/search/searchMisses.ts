import type { Request } from 'express';
import { apiRequest } from 'shared-ui';
import type { SearchInput } from '../../src/features/search/searchQuery';

/** Where the API counts a query without results. */
export const SEARCH_MISSES_PATH = '/api/search/misses';

/** The visitor's address for the API's rate limit, appended as the /api proxy does. */
function forwardedFor(req: Request): string {
  const earlier = req.get('x-forwarded-for');
  const address = req.socket.remoteAddress ?? '';
  return earlier ? `${earlier}, ${address}` : address;
}

/**
 * Tells the API a query found nothing, so editors see what visitors miss:
 * the query and the language only (the API normalises and truncates it);
 * no cookie, no visitor id. Never waited for, never fails a page: a count
 * that does not arrive is logged.
 */
export function countSearchMiss(req: Request, { query, language }: SearchInput): void {
  apiRequest(
    'POST',
    SEARCH_MISSES_PATH,
    { query, language },
    { headers: { 'X-Forwarded-For': forwardedFor(req) } },
  ).catch((error: unknown) =>
    console.warn('[search] a query without results was not counted:', String(error)),
  );
}
