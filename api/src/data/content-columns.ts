import type { ColumnKind, ContentColumn } from 'contracts';
import { nullable, parseTextList, toTextList } from './rows';
import { countriesOf } from './translations';

/*
 * How a content type's field is kept in its column (ColumnKind, declared in
 * the type's storage): read back as the console shows it, written as the
 * column keeps it.
 */

const read: Record<ColumnKind, (value: unknown) => unknown> = {
  plain: (value) => nullable(value),
  emptyAsNull: (value) => value ?? '',
  integer: (value) => (value === null || value === undefined ? null : Number(value)),
  amount: (value) => (value === null || value === undefined ? null : Number(value).toFixed(2)),
  textList: parseTextList,
  countries: countriesOf,
};

const write: Record<ColumnKind, (value: unknown) => unknown> = {
  plain: (value) => value,
  emptyAsNull: (value) => value || null,
  integer: (value) => value,
  amount: (value) => value,
  textList: (value) => toTextList(value as string[]),
  countries: (value) => toTextList(value as string[]),
};

export const columnOf = (column: ContentColumn) =>
  typeof column === 'string' ? { column, kind: 'plain' as ColumnKind } : column;

/** The fields from their columns (a row of the record's table or of its texts' table). */
export function fieldsFromRow(
  columns: Readonly<Record<string, ContentColumn>>,
  row: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(columns).map(([field, declared]) => {
      const { column, kind } = columnOf(declared);
      return [field, read[kind](row[column])];
    }),
  );
}

/** The columns of the fields given (an edit may leave some out). */
export function rowFromFields(
  columns: Readonly<Record<string, ContentColumn>>,
  fields: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(columns).flatMap(([field, declared]) => {
      if (fields[field] === undefined) return [];
      const { column, kind } = columnOf(declared);
      return [[column, write[kind](fields[field])]];
    }),
  );
}
