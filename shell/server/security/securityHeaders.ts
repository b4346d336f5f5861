import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { contentSecurityPolicyDirectives, newNonce } from './contentSecurityPolicy';

/** The nonce of this response's inline scripts (set by securityHeaders). */
export const cspNonce = (res: Response): string => res.locals.cspNonce as string;

/** The origins the page's pixels talk to (set by allowVendorOrigins; none before). */
const vendorOrigins = (res: Response): readonly string[] =>
  (res.locals.vendorOrigins as readonly string[] | undefined) ?? [];

/** Browser features the site never uses: a script injected anyway cannot ask for them (not helmet's). */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Link previews (chat apps, social networks) fetch these images from other sites. */
const LINK_PREVIEW_IMAGES = '/static/og/';

const pagePolicy = helmet.contentSecurityPolicy({
  useDefaults: false,
  directives: contentSecurityPolicyDirectives(
    (res) => cspNonce(res as Response),
    (res) => vendorOrigins(res as Response),
  ),
});

/**
 * A page's policy once its pixels are known: the origins the active pixels
 * declare join the policy's connect, image, frame and media sources (the
 * policy is written again, with the same nonce).
 */
export function allowVendorOrigins(req: Request, res: Response, origins: readonly string[]) {
  res.locals.vendorOrigins = origins;
  pagePolicy(req, res, () => undefined);
}

/**
 * Helmet, as the API uses it, with the page's policy. Besides the CSP,
 * nosniff, DENY and the referrer policy it sends its harmless legacy headers
 * (X-XSS-Protection: 0, X-Download-Options, X-Permitted-Cross-Domain-Policies,
 * Origin-Agent-Cluster), and the cross-origin opener and resource policies:
 * a page shares its window with no other site's, and no other site embeds
 * the pages or files (the public CDN serves its own copy with its own
 * headers) — except the link preview images. Off: HSTS (sent only over TLS,
 * below); DNS prefetch control (it would slow the pixels).
 */
const helmetHeaders = helmet({
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
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
    pagePolicy(req, res, () => undefined);
    helmetHeaders(req, res, (error?: unknown) => {
      if (req.path.startsWith(LINK_PREVIEW_IMAGES))
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      if (error || !req.secure) return next(error);
      strictTransportSecurity(req, res, next);
    });
  };
}
