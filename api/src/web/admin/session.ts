import session, { type SessionData, type Store } from 'express-session';
import type { Request, RequestHandler } from 'express';
import type { ConsoleServices } from '../../services/console';
import { sessionCookieName, sessionCookieOptions } from '../../services/console/session-policy';
import type { SessionStoreService } from '../../services/console/sessions';

declare module 'express-session' {
  interface SessionData {
    /** The signed-in member (users.id). */
    staffId: string;
    /** When they signed in (ISO): the absolute timeout counts from here. */
    signedInAt: string;
  }
}

/**
 * express-session's store on the database, SQLite and MySQL alike (none of
 * the published Knex stores keeps expiry on a clock tests can move, stores
 * only a hash of the id, and runs on better-sqlite3 as well as mysql2).
 * Expiry is decided in services/console/sessions.ts: idle 30 minutes, moved
 * on by each request, absolute 12 hours from sign-in.
 */
export class DatabaseSessionStore extends session.Store {
  constructor(private readonly sessions: SessionStoreService) {
    super();
  }

  override get(sid: string, done: (err: unknown, data?: SessionData | null) => void): void {
    this.sessions
      .find(sid)
      .then((data) => done(null, (data as SessionData | undefined) ?? null), done);
  }

  override set(sid: string, data: SessionData, done?: (err?: unknown) => void): void {
    this.sessions.save(sid, data.staffId ?? null, JSON.stringify(data)).then(
      () => done?.(),
      (err: unknown) => done?.(err),
    );
  }

  override touch(sid: string, _data: SessionData, done?: () => void): void {
    // A failed touch only shortens the session; the request itself succeeded.
    this.sessions
      .touch(sid)
      .catch(() => undefined)
      .finally(() => done?.());
  }

  override destroy(sid: string, done?: (err?: unknown) => void): void {
    this.sessions.destroy(sid).then(
      () => done?.(),
      (err: unknown) => done?.(err),
    );
  }
}

/**
 * express-session for /api/admin, built on first use: its signing secrets
 * come from the database (services/console/server-keys.ts), read once.
 */
export function staffSessions(services: ConsoleServices): RequestHandler {
  const policy = services.sessionPolicy;
  let middleware: Promise<RequestHandler> | undefined;
  const build = async () =>
    session({
      name: sessionCookieName(policy),
      secret: (await services.keys()).sessionSecrets,
      store: new DatabaseSessionStore(services.sessions) as Store,
      resave: false,
      saveUninitialized: false,
      unset: 'destroy',
      cookie: sessionCookieOptions(policy),
    });
  return (req, res, next) => {
    middleware ??= build().catch((err: unknown) => {
      middleware = undefined; // tried again on the next request (the database may be back)
      throw err;
    });
    middleware.then((handler) => handler(req, res, next), next);
  };
}

const promised =
  (method: 'regenerate' | 'save' | 'destroy') =>
  (req: Request): Promise<void> =>
    new Promise((resolve, reject) =>
      req.session[method]((err?: unknown) => (err ? reject(err) : resolve())),
    );

/** A new session id (sign-in: an id someone planted before is worthless after). */
export const regenerateSession = promised('regenerate');
export const saveSessionNow = promised('save');
export const destroySession = promised('destroy');
