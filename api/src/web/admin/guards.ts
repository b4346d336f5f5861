import type { RequestHandler, Response } from 'express';
import { adminMessages, type StaffRole, type StaffUser } from 'contracts';
import { ForbiddenError, UnauthorizedError } from '../../errors';
import type { ConsoleServices } from '../../services/console';
import type { Actor } from '../../services/console/actor';

/**
 * Console answers are private and change with every action: no browser,
 * proxy or in-memory cache may keep them (they never pass the response cache).
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a state-changing request must come from the site itself. Browsers
 * send `Sec-Fetch-Site` (fetch metadata) and `Origin` with every POST and
 * scripts cannot forge either: 'same-origin' passes (the console calls /api
 * on its own origin, through the shell's proxy), and so does an Origin on the
 * allowlist (PUBLIC_ORIGIN: the site's origins, for a console served from
 * another of them). Anything else — another site, a missing or 'null'
 * origin — is refused. SameSite=Strict on the cookie is the second line.
 */
export function sameOriginWrites(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins.map((origin) => origin.replace(/\/+$/, '')));
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (req.get('sec-fetch-site') === 'same-origin' || (origin && allowed.has(origin)))
      return next();
    next(new ForbiddenError(adminMessages.foreignOrigin));
  };
}

/** The signed-in member of this request (set by requireStaff). */
export function staffOf(res: Response): StaffUser {
  const staff = res.locals.staff as StaffUser | undefined;
  if (!staff) throw new UnauthorizedError(adminMessages.notSignedIn);
  return staff;
}

export const actorOf = (req: { ip?: string }, res: Response): Actor & { kind: 'staff' } => ({
  kind: 'staff',
  user: staffOf(res),
  ip: req.ip ?? null,
});

/**
 * 401 unless the session belongs to an active member. Their role is read
 * fresh on every request: a change or a disabling applies at once.
 */
export function requireStaff({ staff }: ConsoleServices): RequestHandler {
  return (req, res, next) => {
    const id = req.session?.staffId;
    if (!id) return next(new UnauthorizedError(adminMessages.notSignedIn));
    staff.activeMember(id).then((member) => {
      if (!member) return next(new UnauthorizedError(adminMessages.notSignedIn));
      res.locals.staff = member;
      next();
    }, next);
  };
}

/** 403 for a role the route row does not list. */
export function allowRoles(roles: readonly StaffRole[]): RequestHandler {
  return (_req, res, next) => {
    next(
      roles.includes(staffOf(res).role) ? undefined : new ForbiddenError(adminMessages.forbidden),
    );
  };
}
