import type { RequestHandler, Response } from 'express';
import { contentSecurityPolicy, newNonce } from './contentSecurityPolicy';

/** The nonce of this response's inline scripts (set by securityHeaders). */
export const cspNonce = (res: Response): string => res.locals.cspNonce as string;

/** Browser features the site never uses: a script injected anyway cannot ask for them. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * The protections every answer of the shell's server carries itself, so they
 * hold with or without the edge in front (which may add, never loosen). HSTS
 * only when the visitor came over TLS: seen directly, or told by a proxy the
 * server trusts (TRUST_PROXY and X-Forwarded-Proto).
 */
export function securityHeaders(): RequestHandler {
  return (req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (req.secure)
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
