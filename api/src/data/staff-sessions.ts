import { createHash } from 'node:crypto';
import type { Db } from '../db/connection';
import { toDbTimestamp } from './rows';

const TABLE = 'staff_sessions';

/**
 * Staff sessions. The table is keyed by a SHA-256 of the session id, so a copy
 * of the database holds no id that could be replayed as a cookie. Idle and
 * absolute expiry are columns, compared with the caller's clock.
 */
export const sessionIdHash = (sid: string): string =>
  createHash('sha256').update(sid).digest('hex');

interface SessionRow {
  sid_hash: string;
  user_id: string | null;
  data: string;
  created_at: unknown;
  idle_expires_at: unknown;
  absolute_expires_at: unknown;
}

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

/** The session's stored data, if it exists and has expired neither way. */
export async function findLiveSession(db: Db, sid: string, now: Date): Promise<unknown> {
  const at = toDbTimestamp(now);
  const row = await db<SessionRow>(TABLE)
    .select('data')
    .where({ sid_hash: sessionIdHash(sid) })
    .where('idle_expires_at', '>', at)
    .where('absolute_expires_at', '>', at)
    .first();
  return row ? JSON.parse(row.data) : undefined;
}

/**
 * Stores a session's data. A new session starts its absolute lifetime now;
 * an existing one keeps it (only its data and idle expiry change).
 */
export async function saveSession(
  db: Db,
  sid: string,
  data: { userId: string | null; json: string },
  now: Date,
  timeouts: SessionTimeouts,
): Promise<void> {
  const idle = toDbTimestamp(new Date(now.getTime() + timeouts.idleMs));
  await db(TABLE)
    .insert({
      sid_hash: sessionIdHash(sid),
      user_id: data.userId,
      data: data.json,
      created_at: toDbTimestamp(now),
      idle_expires_at: idle,
      absolute_expires_at: toDbTimestamp(new Date(now.getTime() + timeouts.absoluteMs)),
    })
    .onConflict('sid_hash')
    .merge(['user_id', 'data', 'idle_expires_at']);
}

/** Activity: the idle expiry moves on (written at most once a minute per session). */
export async function touchSession(
  db: Db,
  sid: string,
  now: Date,
  timeouts: SessionTimeouts,
): Promise<void> {
  const idle = new Date(now.getTime() + timeouts.idleMs);
  await db(TABLE)
    .where({ sid_hash: sessionIdHash(sid) })
    .where('idle_expires_at', '<', toDbTimestamp(new Date(idle.getTime() - 60_000)))
    .where('idle_expires_at', '>', toDbTimestamp(now))
    .update({ idle_expires_at: toDbTimestamp(idle) });
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db(TABLE)
    .where({ sid_hash: sessionIdHash(sid) })
    .delete();
}

/** Ends every session of one member (disabled, new password, ...), except `keepSid`'s. */
export async function deleteSessionsOfUser(
  db: Db,
  userId: string,
  keepSid?: string,
): Promise<number> {
  const query = db(TABLE).where({ user_id: userId });
  if (keepSid) query.whereNot({ sid_hash: sessionIdHash(keepSid) });
  return query.delete();
}

/** Expired sessions (either timeout): removed by the daily job. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const at = toDbTimestamp(now);
  return db(TABLE)
    .where('idle_expires_at', '<=', at)
    .orWhere('absolute_expires_at', '<=', at)
    .delete();
}
