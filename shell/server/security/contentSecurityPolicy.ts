import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A fresh nonce per response: an injected script cannot know it in advance. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The page's Content-Security-Policy, as helmet's directives (helmet writes
 * the header, its directives joined by `;`); the nonce is this response's.
 *
 * Scripts: only those carrying this response's nonce (the document's own
 * inline scripts, the tracking pixels the page injects with it) and, through
 * 'strict-dynamic', what those load — the shell's entry, the Module
 * Federation runtime's remote entries and chunks, a pixel provider's SDK. No
 * 'unsafe-inline', no host allowlist: a script injected into the markup runs
 * nowhere. ('self' only matters to browsers without 'strict-dynamic'.)
 *
 * Styles: 'unsafe-inline'. The server-rendered markup carries style
 * attributes (React style props, Radix positioning) that a nonce cannot
 * cover, and styled-components adds <style> tags in the browser; CSS cannot
 * run script, so this costs the policy no script protection.
 *
 * Beacons, frames and media: the site itself and the origins the active
 * pixels declare in the console (`vendorOriginsOf`: a page may inject any of
 * them once the visitor consents, without reloading), nothing else.
 * Images: the same, plus `https:` — product and success-story pictures are
 * addresses staff enter in the console, on any host — and data:/blob:.
 *
 * Forms: the site's own only ('self'): every form posts to the site, and a
 * post without script ends on a page of the site (the e-book download ends on
 * its 'your e-book' page, which links the slides), as browsers apply
 * form-action to the redirect after a post too.
 */
export function contentSecurityPolicyDirectives(
  nonceOf: (res: ServerResponse) => string,
  vendorOriginsOf: (res: ServerResponse) => readonly string[],
): Record<string, Iterable<string | ((req: IncomingMessage, res: ServerResponse) => string)>> {
  const withVendors =
    (...own: string[]) =>
    (_req: IncomingMessage, res: ServerResponse) =>
      [...own, ...vendorOriginsOf(res)].join(' ');
  return {
    'default-src': ["'self'"],
    'script-src': [(_req, res) => `'nonce-${nonceOf(res)}'`, "'strict-dynamic'", "'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [withVendors("'self'", 'data:', 'blob:', 'https:')],
    'font-src': ["'self'", 'data:'],
    'connect-src': [withVendors("'self'")],
    'frame-src': [withVendors("'self'")],
    'media-src': [withVendors("'self'")],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
