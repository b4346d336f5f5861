import type { SessionTimeouts } from '../../data/staff-sessions';

/**
 * Staff sessions: idle 30 minutes, absolute 12 hours. The cookie is HttpOnly,
 * SameSite=Strict, path /, without Max-Age (gone with the browser); with
 * `secureCookie` (production) also Secure and `__Host-` prefixed, so no
 * subdomain or plain-http page can set or read it.
 */
export interface SessionPolicy extends SessionTimeouts {
  secureCookie: boolean;
}

export const defaultSessionPolicy: SessionPolicy = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
  secureCookie: false,
};

export const sessionCookieName = (policy: Pick<SessionPolicy, 'secureCookie'>) =>
  policy.secureCookie ? '__Host-hello_console' : 'hello_console';

export const sessionCookieOptions = (policy: Pick<SessionPolicy, 'secureCookie'>) =>
  ({ httpOnly: true, sameSite: 'strict', secure: policy.secureCookie, path: '/' }) as const;
