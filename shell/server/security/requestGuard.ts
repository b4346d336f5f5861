import type { RequestHandler } from 'express';
import { clearUndecodableLocaleCookies } from '../../src/features/locale/localeCookie';
import type { PublicOrigins } from './publicOrigins';

/** Decoded, a path may not carry control characters (C0, DEL, C1): no page has them. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether a raw request path decodes to a path a page could have. */
export function isReadablePath(rawPath: string): boolean {
  try {
    return !CONTROL_CHARACTER.test(decodeURIComponent(rawPath));
  } catch {
    return false;
  }
}

/**
 * Makes a hostile request an ordinary one before any route sees it, so that
 * no header, cookie or path can make a page answer 5xx:
 * - a Host that is not one of the public origins' (forged, or unparseable like
 *   `evil.example:99999`) is replaced by the canonical origin's host: what the
 *   page writes and what React Router parses never comes from it;
 * - a path that does not decode (`/de_DE/a%`) or decodes to control characters
 *   (`/de_DE/a%0Ab`) is taken literally (every `%` escaped), so it matches no
 *   page and the visitor gets the site's own 404 page naming it;
 * - our locale cookies that do not decode are deleted (they are ignored anyway).
 */
export function requestGuard(origins: PublicOrigins): RequestHandler {
  return (req, res, next) => {
    if (!origins.isKnownHost(req.headers.host))
      req.headers.host = new URL(origins.forHost(undefined)).host;
    const queryStart = req.url.indexOf('?');
    const rawPath = queryStart < 0 ? req.url : req.url.slice(0, queryStart);
    if (!isReadablePath(rawPath)) {
      req.url = rawPath.replace(/%/g, '%25') + (queryStart < 0 ? '' : req.url.slice(queryStart));
      req.originalUrl = req.url;
    }
    for (const cookie of clearUndecodableLocaleCookies(req.headers.cookie))
      res.append('Set-Cookie', cookie);
    next();
  };
}
