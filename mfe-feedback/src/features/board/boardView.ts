import {
  BOARD_SORTS,
  BOARD_STATUSES,
  type BoardSort,
  type BoardStatus,
} from 'contracts/board-fields';

/** What the board shows, as its URL says (`?sort=newest&status=planned&cursor=…`). */
export interface BoardView {
  sort: BoardSort;
  /** Absent: every status. */
  status?: BoardStatus;
  /** The page to start at (the API's `nextCursor`); absent: the first. */
  cursor?: string;
}

export const SORT_PARAM = 'sort';
export const STATUS_PARAM = 'status';
export const CURSOR_PARAM = 'cursor';

/** The API's cursor alphabet and bound (contracts pageCursorSchema): anything else is no cursor. */
const CURSOR = /^[A-Za-z0-9_-]{1,600}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

/**
 * The view out of the page's URL. A hand-made or outdated value shows the
 * default instead of an error: the URL is the visitor's, the API's 400 is
 * for programs.
 */
export function boardViewOf(search: URLSearchParams): BoardView {
  const status = oneOf(BOARD_STATUSES, search.get(STATUS_PARAM));
  const cursor = search.get(CURSOR_PARAM) ?? '';
  return {
    sort: oneOf(BOARD_SORTS, search.get(SORT_PARAM)) ?? 'votes',
    ...(status ? { status } : {}),
    ...(CURSOR.test(cursor) ? { cursor } : {}),
  };
}

/** The API's query for one page of the view (`cursor`: which page). */
export function boardApiParams(view: BoardView, cursor = view.cursor): Record<string, string> {
  return {
    sort: view.sort,
    ...(view.status ? { status: view.status } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

/** The page's own query string for a view: the link to the next page, back to the first. */
export function boardSearch(view: BoardView): string {
  return `?${new URLSearchParams(boardApiParams(view))}`;
}

/** One key per sort and filter: the list (and the pages loaded with "Mehr laden") starts anew with each. */
export const viewKey = (view: BoardView) =>
  `${view.sort}:${view.status ?? ''}:${view.cursor ?? ''}`;
