import {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_MAX_AGE_DAYS,
  decodeAttribution,
  encodeAttribution,
  nextTouches,
  touchFromLanding,
  type Attribution,
  type Touch,
} from 'contracts/attribution-fields';
import { readCookies, siteCookie } from 'shared-ui';

const MAX_AGE_S = ATTRIBUTION_MAX_AGE_DAYS * 24 * 60 * 60;
// Browsers keep 4096 bytes per cookie, name and attributes included.
const MAX_VALUE_LENGTH = 3500;

/** The touches the cookie keeps (only ever set with Statistik or Marketing consent). */
export const readAttributionCookie = (cookieHeader: string | undefined): Attribution =>
  decodeAttribution(readCookies(cookieHeader).get(ATTRIBUTION_COOKIE));

/** Without utm_term and utm_content, the longest and least needed, when a cookie would be too long. */
const withoutDetails = (touch: Touch | undefined): Touch | undefined =>
  touch && { ...touch, term: undefined, content: undefined };

/**
 * The cookie for these touches, 90 days from now (each new touch renews
 * it: Matomo's lookback counts from the last visit); undefined when even
 * without term and content it would not fit.
 */
export function attributionCookie(touches: Attribution, secure: boolean): string | undefined {
  let value = encodeAttribution(touches);
  if (encodeURIComponent(value).length > MAX_VALUE_LENGTH)
    value = encodeAttribution({
      firstTouch: withoutDetails(touches.firstTouch),
      lastTouch: withoutDetails(touches.lastTouch),
    });
  if (encodeURIComponent(value).length > MAX_VALUE_LENGTH) return undefined;
  return siteCookie(ATTRIBUTION_COOKIE, value, { maxAgeS: MAX_AGE_S, secure });
}

/** Deletes the cookie (consent withdrawn or never given). */
export const expiredAttributionCookie = (secure: boolean) =>
  siteCookie(ATTRIBUTION_COOKIE, '', { maxAgeS: 0, secure });

export const hasAttributionCookie = (cookieHeader: string | undefined) =>
  readCookies(cookieHeader).has(ATTRIBUTION_COOKIE);

/** A page's landing: its URL's utm_* and the Referer's host when another site's. */
export const landingTouch = (url: URL, referrer: string | undefined) =>
  touchFromLanding(url, referrer, [url.hostname]);

/**
 * What a lead form carries: with consent, the cookie's touches after this
 * landing; without, only this visit's landing (page memory, never stored).
 */
export function fieldTouches(
  consented: boolean,
  cookieHeader: string | undefined,
  landing: Touch | undefined,
): Attribution {
  if (!consented) return landing ? { lastTouch: landing } : {};
  return nextTouches(readAttributionCookie(cookieHeader), landing);
}

let landingOfDocument: { touch: Touch | undefined } | undefined;

/**
 * This document's landing, read once (the first call is the shell's start,
 * on the landing URL): in-app navigation changes the URL, not the landing.
 */
export function documentLanding(): Touch | undefined {
  landingOfDocument ??= {
    touch: landingTouch(new URL(window.location.href), document.referrer || undefined),
  };
  return landingOfDocument.touch;
}
