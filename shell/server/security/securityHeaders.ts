import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { contentSecurityPolicyDirectives, newNonce } from './contentSecurityPolicy';

/** The nonce of this response's inline scripts (set by securityHeaders). */
export const cspNonce = (res: Response): string => res.locals.cspNonce as string;

/** Browser features the site never uses: a script injected anyway cannot ask for them (not helmet's). */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * Helmet, as the API uses it, with the page's policy. Besides the CSP,
 * nosniff, DENY and the referrer policy it sends its harmless legacy headers
 * (X-XSS-Protection: 0, X-Download-Options, X-Permitted-Cross-Domain-Policies,
 * Origin-Agent-Cluster). Off: HSTS (sent only over TLS, below); the
 * cross-origin opener and resource policies (the builds may be served to
 * pages of another origin, e.g. through a CDN, and pixel providers' windows
 * keep their opener); DNS prefetch control (it would slow the pixels).
 */
const helmetHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: contentSecurityPolicyDirectives((res) => cspNonce(res as Response)),
  },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xFrameOptions: { action: 'deny' },
});

const strictTransportSecurity = helmet.strictTransportSecurity({
  maxAge: 31_536_000,
  includeSubDomains: true,
});

/**
 * The protections every answer of the shell's server carries itself, so they
 * hold with or without the edge in front (which may add, never loosen): a
 * fresh nonce for the response's scripts, then helmet's headers. HSTS only
 * when the visitor came over TLS: seen directly, or told by a proxy the
 * server trusts (TRUST_PROXY and X-Forwarded-Proto); helmet would send it to
 * every visitor.
 */
export function securityHeaders(): RequestHandler {
  return (req, res, next) => {
    res.locals.cspNonce = newNonce();
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    helmetHeaders(req, res, (error?: unknown) => {
      if (error || !req.secure) return next(error);
      strictTransportSecurity(req, res, next);
    });
  };
}
