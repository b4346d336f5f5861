/**
 * The visitor's stored choices (country, language, theme) as cookies, so the
 * server honours them too: a bare `/` redirects to the chosen locale, and the
 * page arrives in the chosen theme even without JavaScript.
 */
export const PREFERENCE_COOKIE_PREFIX = 'pref_';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** `theme` → `pref_theme`. */
export const preferenceCookieName = (key: string) => `${PREFERENCE_COOKIE_PREFIX}${key}`;

/** A Set-Cookie / document.cookie value keeping a choice for a year, on every path. */
export function preferenceCookie(key: string, value: string): string {
  return `${preferenceCookieName(key)}=${encodeURIComponent(value)}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`;
}
