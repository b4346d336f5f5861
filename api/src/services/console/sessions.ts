import type { Db } from '../../db/connection';
import {
  deleteSession,
  findLiveSession,
  saveSession,
  touchSession,
} from '../../data/staff-sessions';
import type { Clock } from './clock';
import type { SessionPolicy } from './session-policy';

/** What express-session's store does, on the database, with the console's clock and timeouts. */
export interface SessionStoreService {
  /** The session's data if it exists and neither timeout has passed. */
  find(sid: string): Promise<unknown>;
  save(sid: string, userId: string | null, json: string): Promise<void>;
  /** A request in the session: its idle timeout starts again. */
  touch(sid: string): Promise<void>;
  destroy(sid: string): Promise<void>;
}

export function sessionStoreService(
  db: Db,
  clock: Clock,
  policy: SessionPolicy,
): SessionStoreService {
  return {
    find: (sid) => findLiveSession(db, sid, clock()),
    save: (sid, userId, json) => saveSession(db, sid, { userId, json }, clock(), policy),
    touch: (sid) => touchSession(db, sid, clock(), policy),
    destroy: (sid) => deleteSession(db, sid),
  };
}
