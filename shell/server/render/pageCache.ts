import type { Request, Response } from 'express';
import { splitTrackingParameters } from 'contracts/tracking-parameters';
import { localeFromPath } from '../../src/features/locale/resolveLocale';
import { countPageCacheLookup } from '../metrics/pageCacheMetrics';
import { notedRoute, noteRoute } from '../metrics/pageMetrics';
import { cspNonce } from '../security/securityHeaders';
import { windowEnd } from './apiAnswers';

type RenderPage = (req: Request, res: Response) => Promise<void>;

export interface PageCacheOptions {
  /** How long a rendered page is served again, at most: until the end of its time window (0: never). */
  ttlMs: number;
  /** Bound on the pages kept: query strings make the URL space endless. */
  maxEntries: number;
  /**
   * What else a page's HTML depends on: the origin it links to, the
   * remotes.json version, the theme, the visitor's consent (banner, pixels).
   */
  variant: (req: Request, res: Response) => string;
  /**
   * True for a request whose page is its own (a page reading the visitor's
   * cookies, see personalPage.ts): rendered for it, never answered from
   * another visitor's page nor kept.
   */
  personal?: (req: Request) => Promise<boolean>;
}

/**
 * The key a page is stored under: what else it depends on (`variant`) and its
 * URL without tracking parameters (contracts' list: `?gclid=…` or `utm_*`
 * from an ad or a newsletter never change the page, which is rendered without
 * them, see renderPage), so one rendered page serves every campaign's
 * visitors. Every other parameter stays in the key, in its order and
 * encoding as requested: an unknown one may change the page (`?q=`, the
 * board's filters), and nobody is redirected for one.
 */
export const pageCacheKey = (variant: string, originalUrl: string) =>
  `${variant} ${splitTrackingParameters(originalUrl).page}`;

/** Stands for the response's nonce in a stored page; replaced on every answer. */
const NONCE_PLACEHOLDER = 'csp-nonce-of-this-response';

/** Answers that are the same for everyone asking within a second: the page, or its not-found state. */
const STORED_STATUSES = new Set([200, 404]);

interface StoredPage {
  status: number;
  expires: number;
  body: string;
  headers: [string, string][];
  /** The page's route template, for the request metrics of those it is answered to. */
  route: string | undefined;
}

/**
 * A micro-cache of rendered pages. Under load many visitors ask for the same
 * few pages within a second, and rendering one (the e-book list: its data
 * from the API, then React) costs far more than sending it: a page rendered
 * once serves every request for it within `ttlMs`. What differs per visitor
 * is never stored: the CSP nonce is put in per answer, cookies are set per
 * answer (before, by the consent step), a page whose HTML contains the
 * visitor's id is not kept, and a page rendered from the visitor's own
 * cookies (`personal`) is neither kept nor answered from the cache.
 * Only anonymous GETs of pages with a locale in their path (the path alone
 * decides the locale; the rest redirect) answered 200 or 404 are stored (a
 * section that failed, 503, is tried again by the next visitor); a write
 * through the API proxy empties the cache, so a visitor sees their own change.
 */
export function createPageCache({
  ttlMs,
  maxEntries,
  variant,
  personal = async () => false,
}: PageCacheOptions) {
  const pages = new Map<string, StoredPage>();

  const store = (key: string, page: StoredPage) => {
    pages.delete(key);
    pages.set(key, page);
    // Maps iterate in insertion order: the first key is the oldest page.
    if (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
  };

  /** Renders under way: visitors asking for the same page meanwhile wait for it instead of rendering it again. */
  const rendering = new Map<string, Promise<StoredPage | undefined>>();

  const answer = (res: Response, page: StoredPage, nonce: string) => {
    countPageCacheLookup('hit');
    if (page.route) noteRoute(res, page.route);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.status(page.status).send(page.body.replaceAll(NONCE_PLACEHOLDER, nonce));
  };

  const wrap =
    (renderPage: RenderPage): RenderPage =>
    async (req, res) => {
      if (
        ttlMs <= 0 ||
        req.method !== 'GET' ||
        !localeFromPath(req.path) ||
        (await personal(req))
      ) {
        countPageCacheLookup('bypass');
        return renderPage(req, res);
      }
      const key = pageCacheKey(variant(req, res), req.originalUrl);
      const nonce = cspNonce(res);
      const stored = pages.get(key);
      if (stored && stored.expires > Date.now()) return answer(res, stored, nonce);
      if (stored) pages.delete(key);
      const pending = rendering.get(key);
      const rendered = pending && (await pending);
      if (rendered) return answer(res, rendered, nonce);

      countPageCacheLookup('miss');
      let settle: (page: StoredPage | undefined) => void = () => undefined;
      if (!pending) rendering.set(key, new Promise((resolve) => (settle = resolve)));
      res.locals.cspNonce = NONCE_PLACEHOLDER;
      const send = res.send.bind(res);
      res.send = (body: unknown) => {
        if (typeof body !== 'string') return send(body);
        const visitorId = res.locals.visitorId as string | undefined;
        // Staff pages (no-store) and pages naming the visitor are never kept.
        const privatePage =
          /no-store|private/.test(String(res.getHeader('Cache-Control') ?? '')) ||
          (visitorId && body.includes(visitorId));
        if (STORED_STATUSES.has(res.statusCode) && !privatePage) {
          const page: StoredPage = {
            status: res.statusCode,
            // The end of the window its API answers were kept for (apiAnswers.ts).
            expires: windowEnd(Date.now(), ttlMs),
            body,
            headers: ['Content-Type', 'Cache-Control'].flatMap((name) => {
              const value = res.getHeader(name);
              return typeof value === 'string' ? [[name, value] as [string, string]] : [];
            }),
            route: notedRoute(res),
          };
          store(key, page);
          settle(page);
        }
        return send(body.replaceAll(NONCE_PLACEHOLDER, nonce));
      };
      try {
        await renderPage(req, res);
      } finally {
        settle(undefined);
        if (!pending) rendering.delete(key);
      }
    };

  return { wrap, clear: () => pages.clear() };
}
