import type { SearchMissInput } from 'contracts';
import type { Db } from '../db/connection';
import { transactionRetryingDeadlocks } from './deadlock-retry';

const TABLE = 'search_misses';

/** Adds one to the day's count of a (normalised) query, in one statement: concurrent searches all count. */
export async function addSearchMiss(db: Db, { query, language }: SearchMissInput, day: string) {
  await transactionRetryingDeadlocks(db, async (trx) => {
    await trx(TABLE)
      .insert({ day, language, query, searches: 1 })
      .onConflict(['day', 'language', 'query'])
      .merge({ searches: trx.raw('??.?? + 1', [TABLE, 'searches']) });
  });
}

export interface SearchMissCount {
  query: string;
  language: string;
  count: number;
  lastDay: string;
}

/** Each query's count over the days `from`..`to` ('YYYY-MM-DD', both included): the most counted first. */
export async function searchMissCounts(
  db: Db,
  range: { from: string; to: string },
  limit: number,
): Promise<SearchMissCount[]> {
  const rows = (await db(TABLE)
    .select('query', 'language')
    .sum({ count: 'searches' })
    .max({ lastDay: 'day' })
    .whereBetween('day', [range.from, range.to])
    .groupBy('query', 'language')
    .orderBy([
      { column: 'count', order: 'desc' },
      { column: 'lastDay', order: 'desc' },
      { column: 'query', order: 'asc' },
    ])
    .limit(limit)) as { query: string; language: string; count: unknown; lastDay: string }[];
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Retention: the days before `day` ('YYYY-MM-DD') go; returns the rows deleted. */
export async function deleteSearchMissesBefore(db: Db, day: string): Promise<number> {
  return db(TABLE).where('day', '<', day).delete();
}
