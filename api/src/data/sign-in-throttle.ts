import type { Db } from '../db/connection';
import { toDbTimestamp, toIsoTimestamp } from './rows';

const TABLE = 'sign_in_throttle';

/** Failed sign-ins of one key ('user:<name>' or 'ip:<address>'). */
export interface ThrottleState {
  key: string;
  failures: number;
  lastFailureAt: Date;
  blockedUntil: Date;
}

interface ThrottleRow {
  throttle_key: string;
  failures: number | string;
  last_failure_at: unknown;
  blocked_until: unknown;
}

const toState = (row: ThrottleRow): ThrottleState => ({
  key: row.throttle_key,
  failures: Number(row.failures),
  lastFailureAt: new Date(toIsoTimestamp(row.last_failure_at)),
  blockedUntil: new Date(toIsoTimestamp(row.blocked_until)),
});

export async function readThrottle(db: Db, keys: readonly string[]): Promise<ThrottleState[]> {
  const rows = await db<ThrottleRow>(TABLE).whereIn('throttle_key', keys);
  return rows.map(toState);
}

export async function writeThrottle(db: Db, state: ThrottleState): Promise<void> {
  await db(TABLE)
    .insert({
      throttle_key: state.key,
      failures: state.failures,
      last_failure_at: toDbTimestamp(state.lastFailureAt),
      blocked_until: toDbTimestamp(state.blockedUntil),
    })
    .onConflict('throttle_key')
    .merge();
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db(TABLE).where({ throttle_key: key }).delete();
}

/** Keys whose last failure is older than `before` have been forgiven: removed by the daily job. */
export async function deleteStaleThrottle(db: Db, before: Date): Promise<number> {
  return db(TABLE).where('last_failure_at', '<', toDbTimestamp(before)).delete();
}
