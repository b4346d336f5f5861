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
 * Images, beacons, frames and media: the consented pixels report to their
 * providers over https (any host: the provider's staff choose them).
 *
 * Forms: the site's own, and https because browsers apply form-action to the
 * redirect after a post too: the e-book download form ends, by
 * post/redirect/get, on the e-book's slides (another origin, chosen by the
 * provider's staff).
 */
export function contentSecurityPolicyDirectives(
  nonceOf: (res: ServerResponse) => string,
): Record<string, Iterable<string | ((req: IncomingMessage, res: ServerResponse) => string)>> {
  return {
    'default-src': ["'self'"],
    'script-src': [(_req, res) => `'nonce-${nonceOf(res)}'`, "'strict-dynamic'", "'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https:'],
    'frame-src': ['https:'],
    'media-src': ["'self'", 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", 'https:'],
    'frame-ancestors': ["'none'"],
  };
}
