import type { RequestHandler } from 'express';
import {
  adminMessages,
  consoleLanguageInputSchema,
  signInInputSchema,
  type StaffSession,
  type StaffUser,
} from 'contracts';
import { ForbiddenError } from '../../../errors';
import type { Services } from '../../../services';
import { sessionCookieName, sessionCookieOptions } from '../../../services/console/session-policy';
import { parseWith } from '../../validate';
import { actorOf, staffOf } from '../guards';
import { destroySession, regenerateSession, saveSessionNow } from '../session';

/** The answer naming who is signed in and until when at the latest. */
function sessionAnswer(user: StaffUser, signedInAt: string, absoluteMs: number): StaffSession {
  return { user, expiresAt: new Date(Date.parse(signedInAt) + absoluteMs).toISOString() };
}

export const signIn =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(signInInputSchema, req.body);
    const policy = admin.sessionPolicy;
    // A Secure cookie sent over plain http is dropped by the browser: say so instead of failing silently.
    if (policy.secureCookie && !req.secure)
      throw new ForbiddenError(adminMessages.signInNeedsHttps);
    // Throttled: the error middleware answers 429 with Retry-After.
    const user: StaffUser = await admin.signIn.signIn(input, req.ip ?? null);
    // A new session id: one planted in the browser before (session fixation) is worthless now.
    await regenerateSession(req);
    const signedInAt = admin.clock().toISOString();
    req.session.staffId = user.id;
    req.session.signedInAt = signedInAt;
    await saveSessionNow(req);
    res.json(sessionAnswer(user, signedInAt, policy.absoluteMs));
  };

export const signOut =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const actor = actorOf(req, res);
    await destroySession(req);
    res.clearCookie(
      sessionCookieName(admin.sessionPolicy),
      sessionCookieOptions(admin.sessionPolicy),
    );
    await admin.audit.record(actor, {
      action: 'sign_out',
      targetType: 'user',
      targetId: actor.user.id,
    });
    res.json({ signedOut: true });
  };

export const currentSession =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const signedInAt = req.session.signedInAt ?? admin.clock().toISOString();
    res.json(sessionAnswer(staffOf(res), signedInAt, admin.sessionPolicy.absoluteMs));
  };

export const setConsoleLanguage =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const { language } = parseWith(consoleLanguageInputSchema, req.body);
    res.json(await admin.staff.setLanguage(actorOf(req, res), language));
  };
