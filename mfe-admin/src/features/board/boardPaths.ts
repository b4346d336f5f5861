import { consolePage, MODERATION_STATES, type ModerationState } from 'contracts/admin';
import { BOARD_STATUSES } from 'contracts/board';

/**
 * The board's moderation in the console: the queue, the entries by state and
 * status, one entry (their pages: contracts' CONSOLE_AREAS), and the API
 * paths each page reads.
 */
export const BOARD_API = '/api/admin/board';

export const QUEUE_PAGE = consolePage('board').path;
export const ENTRIES_PAGE = consolePage('boardEntries').path;
export const entryPage = (id: string) =>
  consolePage('boardEntry').path.replace(':id', encodeURIComponent(id));

export const entryApiPath = (id: string) => `${BOARD_API}/${encodeURIComponent(id)}`;

/** The queue as it is worked through: the oldest waiting entry first, keyset-paged. */
export function queuePath(search: URLSearchParams): string {
  const query = new URLSearchParams({ state: 'pending', order: 'asc' });
  const cursor = search.get('cursor');
  if (cursor) query.set('cursor', cursor);
  return `${BOARD_API}?${query}`;
}

/**
 * What a duplicate can be merged into: the published entries (the API's
 * page maximum, newest first). Read with the queue and the entry page.
 */
export const MERGE_TARGETS_PATH = `${BOARD_API}?state=published&limit=200`;

/** The states the entries page lists (the queue has its own page). */
export const LISTED_STATES = MODERATION_STATES.filter(
  (state): state is Exclude<ModerationState, 'pending'> => state !== 'pending',
);

/** The entries page's filter out of its URL: a listed state (default published), a board status or none. */
export function entryFilters(search: URLSearchParams): URLSearchParams {
  const filters = new URLSearchParams();
  const state = search.get('state');
  if (state && (LISTED_STATES as readonly string[]).includes(state)) filters.set('state', state);
  const status = search.get('status');
  if (status && (BOARD_STATUSES as readonly string[]).includes(status))
    filters.set('status', status);
  return filters;
}

/** The API path of the entries page the URL shows: its filter, newest first, its cursor. */
export function entriesPath(search: URLSearchParams): string {
  const query = new URLSearchParams({ state: 'published' });
  for (const [name, value] of entryFilters(search)) query.set(name, value);
  const cursor = search.get('cursor');
  if (cursor) query.set('cursor', cursor);
  return `${BOARD_API}?${query}`;
}
