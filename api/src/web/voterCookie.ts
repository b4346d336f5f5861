import { randomUUID } from 'node:crypto';
import { parseCookie } from 'cookie';
import type { Request, Response } from 'express';
import { BOARD_VOTER_COOKIE, BOARD_VOTER_COOKIE_DAYS, isVisitorId } from 'contracts';

/**
 * The voting board's voter cookie (contracts BOARD_VOTER_COOKIE): the API
 * keeps the voter key in it so a browser never handles the key, with script
 * (its own calls through /api) or without (the site's server passes the
 * visitor's cookie on and hands the Set-Cookie back). Functional: set only
 * by a vote, the function the visitor asked for.
 */

/** The key in the request's voter cookie; a missing or malformed one counts as none. */
export function voterKeyFromCookie(req: Request): string | undefined {
  // The cookie package: the first of several wins (browsers send the most
  // specific path first), and a header it cannot read never throws.
  const value = parseCookie(req.get('cookie') ?? '')[BOARD_VOTER_COOKIE];
  return value !== undefined && isVisitorId(value) ? value : undefined;
}

/** The key of a vote from a browser: the cookie's, or a new one (`rememberVoter` sets it once the vote counted). */
export const voterKeyForVote = (req: Request): string => voterKeyFromCookie(req) ?? randomUUID();

/** Sets the voter cookie after a vote; each vote renews its lifetime. */
export function rememberVoter(req: Request, res: Response, key: string): void {
  res.cookie(BOARD_VOTER_COOKIE, key, {
    httpOnly: true,
    sameSite: 'lax',
    // Over TLS (as the trusted proxy says) only ever sent over TLS.
    secure: req.secure,
    path: '/',
    maxAge: BOARD_VOTER_COOKIE_DAYS * 24 * 60 * 60 * 1000,
  });
}
