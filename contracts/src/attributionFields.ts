// What brought a visitor (issue 37), without zod: the shell reads it from the
// landing URL and the landing request's Referer, keeps it in page memory and
// (with Statistik or Marketing consent) in a first-party cookie, and the lead
// forms carry it in one hidden field. The API's schema (attribution.ts)
// cleans with the same functions, so whatever reaches a lead is bounded text.
import { isTrackingParameter } from './trackingParameters';

/** The five campaign parameters a touch keeps (of the tracking parameters, trackingParameters.ts). */
export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

export const TOUCH_FIELDS = [...UTM_FIELDS, 'referrerHost', 'landingPath'] as const;
export type TouchField = (typeof TOUCH_FIELDS)[number];

/** One visit's origin; a field without a value is absent, never invented. */
export type Touch = Partial<Record<TouchField, string>>;

/** What a lead stores: the first touch (cookie only) and the last one. */
export interface Attribution {
  firstTouch?: Touch;
  lastTouch?: Touch;
}

/** utm_* values: a campaign name, not a text; longer ones are cut. */
export const UTM_MAX_LENGTH = 100;
export const PATH_MAX_LENGTH = 300;
export const HOST_MAX_LENGTH = 253;

/** The hidden field every lead form carries (shared-ui AttributionField). */
export const ATTRIBUTION_FIELD = 'attribution';

/**
 * The first-party cookie (only with Statistik or Marketing consent): first
 * and last touch for 90 days, Matomo's default lookback.
 */
export const ATTRIBUTION_COOKIE = 'hello_attribution';
export const ATTRIBUTION_MAX_AGE_DAYS = 90;

/**
 * Referrers that are a step of the visit, not an origin: the payment
 * providers a visitor returns from (issue 37: a round trip must not
 * overwrite a touch). The site's own hosts are left out by the caller.
 */
const PASS_THROUGH_REFERRERS = [
  'mollie.com',
  'adyen.com',
  'paypal.com',
  'stripe.com',
  'klarna.com',
];

// Control, format and other invisible characters drop; white space becomes a
// space; `<` and `>` drop so no value can ever be read as markup.
const DROPPED = /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}\u2800<>]/gu;
const SPACES = /\p{White_Space}+/gu;

/** A value as stored: visible text, single spaces, trimmed, at most `max` code points. */
export function cleanText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  const text = value.normalize('NFC').replace(SPACES, ' ').replace(DROPPED, '').trim();
  return Array.from(text).slice(0, max).join('').trim();
}

/** A utm_* value: cleaned; source, medium and campaign lower-case (one campaign, one row in the report). */
export function cleanUtm(field: UtmField, value: unknown): string {
  const text = cleanText(value, UTM_MAX_LENGTH);
  return field === 'term' || field === 'content' ? text : text.toLowerCase();
}

const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/** A host name (lower-case, letters/digits/dots/hyphens) or ''; a URL gives its host, never more. */
export function cleanHost(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return '';
  let host = value.trim().toLowerCase();
  if (host.includes('/') || host.includes(':')) {
    try {
      host = new URL(host).hostname;
    } catch {
      return '';
    }
  }
  host = host.replace(/^www\./, '');
  return host.length <= HOST_MAX_LENGTH && HOST.test(host) ? host : '';
}

/** A path on this site (`/de_DE/…`), without query or fragment, or ''. */
export function cleanPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '';
  return cleanText(value.split(/[?#]/, 1)[0], PATH_MAX_LENGTH);
}

/**
 * The path a page view is counted under: the page without its locale prefix,
 * so `/de_DE` (home) counts as `/` (SPEC §2) and a language switch on the same
 * page is not a second view of it. The campaign report maps a lead's form
 * page to it to find the views of pages with a lead form.
 */
export function trackedPath(pathname: string): string {
  const withoutLocale = pathname.replace(/^\/[a-z]{2}_[A-Z]{2}(?=\/|$)/, '');
  const trimmed = withoutLocale.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const CLEANERS: Record<TouchField, (value: unknown) => string> = {
  source: (value) => cleanUtm('source', value),
  medium: (value) => cleanUtm('medium', value),
  campaign: (value) => cleanUtm('campaign', value),
  term: (value) => cleanUtm('term', value),
  content: (value) => cleanUtm('content', value),
  referrerHost: cleanHost,
  landingPath: cleanPath,
};

/** A touch of cleaned values, empty ones left out; undefined when nothing is left. */
export function cleanTouch(raw: unknown): Touch | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const touch: Touch = {};
  for (const field of TOUCH_FIELDS) {
    const value = CLEANERS[field]((raw as Record<string, unknown>)[field]);
    if (value) touch[field] = value;
  }
  return Object.keys(touch).length > 0 ? touch : undefined;
}

export const hasCampaign = (touch: Touch | undefined) =>
  !!touch && UTM_FIELDS.some((field) => touch[field]);

/**
 * The touch of a landing: utm_* of its query, the Referer's host when it is
 * another site (not one of `ownHosts`, not a payment provider), the path.
 * Undefined when the visit says nothing about its origin (typed in,
 * bookmarked, an in-site link, a return from a payment).
 */
export function touchFromLanding(
  url: URL,
  referrer: string | undefined,
  ownHosts: readonly string[],
): Touch | undefined {
  const raw: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    if (!isTrackingParameter(name) || !name.startsWith('utm_')) continue;
    const field = name.slice(4);
    if ((UTM_FIELDS as readonly string[]).includes(field) && !raw[field]) raw[field] = value;
  }
  const host = cleanHost(referrer ?? '');
  const own = new Set(ownHosts.map(cleanHost));
  const external =
    host &&
    !own.has(host) &&
    !PASS_THROUGH_REFERRERS.some((p) => host === p || host.endsWith(`.${p}`));
  if (external) raw.referrerHost = host;
  const origin = cleanTouch(raw);
  if (!origin) return undefined;
  return {
    ...origin,
    ...(cleanPath(url.pathname) ? { landingPath: cleanPath(url.pathname) } : {}),
  };
}

/**
 * The touches after a landing. The first touch is set once and kept (a
 * return from a payment provider or another site never replaces it) until
 * the cookie expires. The last touch follows every campaign (utm_*); a
 * visit from another site without utm_* replaces it only when it holds no
 * campaign: a referral after a campaign's click (webmail, a search for the
 * brand, a partner's page read in between) is the weaker signal, and a
 * campaign's last touch stays what the report counts.
 */
export function nextTouches(previous: Attribution, landing: Touch | undefined): Attribution {
  if (!landing) return previous;
  const firstTouch = previous.firstTouch ?? landing;
  const replaceLast = hasCampaign(landing) || !hasCampaign(previous.lastTouch);
  return { firstTouch, lastTouch: replaceLast ? landing : previous.lastTouch };
}

const PREFIX = { firstTouch: 'f.', lastTouch: 'l.' } as const;

/** The touches as one `application/x-www-form-urlencoded` string (the hidden field's and the cookie's value). */
export function encodeAttribution(attribution: Attribution): string {
  const params = new URLSearchParams();
  for (const key of ['firstTouch', 'lastTouch'] as const) {
    const touch = attribution[key];
    for (const field of TOUCH_FIELDS) {
      if (touch?.[field]) params.set(`${PREFIX[key]}${field}`, touch[field]);
    }
  }
  return params.toString();
}

/** The touches of an encoded string, cleaned; anything unreadable is empty. */
export function decodeAttribution(encoded: unknown): Attribution {
  if (typeof encoded !== 'string' || encoded.length > 8192) return {};
  const params = new URLSearchParams(encoded);
  const attribution: Attribution = {};
  for (const key of ['firstTouch', 'lastTouch'] as const) {
    const raw = Object.fromEntries(TOUCH_FIELDS.map((f) => [f, params.get(`${PREFIX[key]}${f}`)]));
    const touch = cleanTouch(raw);
    if (touch) attribution[key] = touch;
  }
  return attribution;
}
