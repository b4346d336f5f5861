import { setTimeout as sleep } from 'node:timers/promises';
import type { Knex } from 'knex';
import type { Db } from '../db/connection';

/** InnoDB's answer when two transactions wait on each other: one is rolled back, whole. */
function isDeadlock(error: unknown): boolean {
  const { errno, code } = (error ?? {}) as { errno?: unknown; code?: unknown };
  return errno === 1213 || code === 'ER_LOCK_DEADLOCK';
}

/**
 * A transaction run again when MariaDB picked it as a deadlock's victim (it
 * was rolled back entirely, so running it again is safe). Writes that lock a
 * range first (a FAQ group before renumbering it) can meet this when two
 * arrive at once: the second simply goes after the first. SQLite never
 * deadlocks (one writer at a time), so there it runs once.
 */
export async function transactionRetryingDeadlocks<T>(
  db: Db,
  work: (trx: Knex.Transaction) => Promise<T>,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
      // A short random pause, so the two do not collide again in step.
      await sleep(5 + Math.random() * 20 * attempt);
    }
  }
}
