import type { Knex } from 'knex';
import { isMysql, type Db } from '../db/connection';
import { toDbTimestamp } from './rows';

/**
 * Calendar buckets of a timestamp column, computed by the database (UTC, as
 * stored), as 'YYYY-MM-DD' text on both dialects. SQLite stores text and has
 * date(); MySQL/MariaDB store DATETIME and format with DATE_FORMAT. Callers
 * group by the returned alias and never see the difference.
 */
export function dayBucket(db: Db, column: string, alias: string): Knex.Raw {
  return isMysql(db)
    ? db.raw(`DATE_FORMAT(??, '%Y-%m-%d') as ??`, [column, alias])
    : db.raw(`date(??) as ??`, [column, alias]);
}

/** The Monday (ISO week start) of the row's week, 'YYYY-MM-DD'. */
export function weekBucket(db: Db, column: string, alias: string): Knex.Raw {
  return isMysql(db)
    ? db.raw(`DATE_FORMAT(DATE_SUB(??, INTERVAL WEEKDAY(??) DAY), '%Y-%m-%d') as ??`, [
        column,
        column,
        alias,
      ])
    : // 'weekday 0' moves to the coming Sunday (or stays on one); six days back is its Monday.
      db.raw(`date(??, 'weekday 0', '-6 days') as ??`, [column, alias]);
}

/** The stored form of the first instant of a day 'YYYY-MM-DD' (UTC): `from` of a day range. */
export const dayStartTimestamp = (day: string): string => `${day} 00:00:00.000`;

/** The first instant after a day (UTC): a day range's `to` is included by `< this`. */
export const nextDayStartTimestamp = (day: string): string =>
  toDbTimestamp(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));

/** Adds a day range (both ends optional, both included) to a query on `column`. */
export function whereDayRange(
  query: Knex.QueryBuilder,
  column: string,
  range: { from?: string; to?: string },
): void {
  if (range.from) query.where(column, '>=', dayStartTimestamp(range.from));
  if (range.to) query.where(column, '<', nextDayStartTimestamp(range.to));
}
