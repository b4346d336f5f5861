import { readCookies, undecodableCookies } from 'shared-ui';
import {
  PREFERENCE_COOKIE_PREFIX as COOKIE_PREFIX,
  preferenceCookie,
} from '../../lib/preferenceCookie';
import type { KeyValueStorage } from '../../lib/safeStorage';
import { THEME_STORAGE_KEY } from '../theme/themeRule';
import { STORAGE_KEYS } from './resolveLocale';

/**
 * The stored country, language and theme (localStorage, SPEC §9) mirrored in
 * cookies, so that the server can honour them too: a bare `/` redirects to
 * the locale the visitor chose, not only to their browser language, and the
 * page is rendered in the chosen theme.
 */
const MIRRORED: readonly string[] = [...Object.values(STORAGE_KEYS), THEME_STORAGE_KEY];

/** Read-only storage over a Cookie header (server side). */
export function cookieStorage(cookieHeader: string | undefined): KeyValueStorage {
  // An undecodable cookie (`pref_country=%`) is no preference: the locale comes from the path or the browser.
  const cookies = readCookies(cookieHeader);
  return {
    getItem: (key) =>
      MIRRORED.includes(key) ? (cookies.get(`${COOKIE_PREFIX}${key}`) ?? null) : null,
    setItem: () => undefined,
  };
}

/** Browser storage that also writes the locale keys to cookies. */
export function withCookieMirror(
  storage: KeyValueStorage | undefined,
  doc: Document,
): KeyValueStorage {
  return {
    getItem: (key) => storage?.getItem(key) ?? null,
    setItem: (key, value) => {
      if (MIRRORED.includes(key)) doc.cookie = preferenceCookie(key, value);
      storage?.setItem(key, value);
    },
  };
}

/**
 * Set-Cookie values that delete our locale cookies the header carries
 * undecodable: read as absent already, they are removed so the browser stops
 * sending them (the next choice of country or language writes a good one).
 */
export function clearUndecodableLocaleCookies(cookieHeader: string | undefined): string[] {
  return undecodableCookies(cookieHeader)
    .filter((name) => MIRRORED.some((key) => name === `${COOKIE_PREFIX}${key}`))
    .map((name) => `${name}=; Max-Age=0; Path=/; SameSite=Lax`);
}
