import type { Knex } from 'knex';
import { z } from 'zod';
import { toDbTimestamp } from './rows';

/**
 * Keyset paging: a page continues after the last row of the previous one,
 * (sort value, id), so page 500 costs what page 1 costs (no OFFSET scan) and
 * rows inserted meanwhile do not shift the pages. The cursor is opaque to
 * clients: base64url JSON of that pair.
 */
export type SortDirection = 'asc' | 'desc';

export interface Cursor {
  /** The sort column's value of the last row: an ISO instant or a text. */
  value: string;
  id: string;
}

const cursorSchema = z.tuple([z.string().max(400), z.string().max(64)]);

export function encodeCursor({ value, id }: Cursor): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

/**
 * The cursor's pair; none (the first page) for one the API cannot read
 * (edited by hand, cut short, of an older form). The document allows any
 * base64url text as a cursor, so none is refused: a bookmarked page of a
 * list never ends in an error, it starts over.
 */
export function decodeCursor(text: string | undefined): Cursor | undefined {
  if (text === undefined || text === '') return undefined;
  try {
    const [value, id] = cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString()));
    return { value, id };
  } catch {
    return undefined;
  }
}

/** A cursor's value as the column compares it: instants in the stored form. */
export const cursorValueForTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : toDbTimestamp(date);
};

/** What a branch sorts by: a column, or a constant (rows that lack the sorted field). */
export type SortKey = { column: string } | { constant: string };

/** Rows strictly after the cursor in (sort key, id) order. */
export function whereAfter(
  query: Knex.QueryBuilder,
  sortKey: SortKey,
  idColumn: string,
  direction: SortDirection,
  cursor: Cursor,
): void {
  const op = direction === 'asc' ? '>' : '<';
  if ('column' in sortKey) {
    const { column } = sortKey;
    // `col >= v AND (col > v OR id > i)` (for ascending): the first half is a
    // plain range the index serves on both databases; `(col, id) > (v, i)` or
    // a bare OR is not planned as well everywhere.
    query
      .where(column, `${op}=`, cursor.value)
      .andWhere((q) => q.where(column, op, cursor.value).orWhere(idColumn, op, cursor.id));
    return;
  }
  // A constant key compares the same for every row: decided here, not in SQL.
  const { constant } = sortKey;
  if (constant === cursor.value) query.where(idColumn, op, cursor.id);
  else if ((direction === 'asc') !== constant > cursor.value) query.whereRaw('1 = 0');
}
