import type { Request, Response } from 'express';
import { newVisitorId, readVisitorId, visitorCookie } from '../src/features/visitor/visitorCookie';

/**
 * The visitor's id for this response: the cookie's when it is a valid one,
 * else a new one the response sets (replacing a bad cookie). Once per response.
 */
export function ensureVisitorCookie(req: Request, res: Response): string {
  const known = res.locals.visitorId as string | undefined;
  if (known) return known;
  let visitorId = readVisitorId(req.headers.cookie);
  if (!visitorId) {
    visitorId = newVisitorId();
    res.append('Set-Cookie', visitorCookie(visitorId));
  }
  res.locals.visitorId = visitorId;
  return visitorId;
}
