import type { KeyValueStorage } from '../../lib/safeStorage';
import { STORAGE_KEYS } from './resolveLocale';

/**
 * The stored country and language (localStorage, SPEC §9) mirrored in
 * cookies, so that the server can honour them too: a bare `/` redirects to
 * the locale the visitor chose, not only to their browser language.
 */
const COOKIE_PREFIX = 'pref_';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const MIRRORED: readonly string[] = Object.values(STORAGE_KEYS);

/** Read-only storage over a Cookie header (server side). */
export function cookieStorage(cookieHeader: string | undefined): KeyValueStorage {
  const values = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name?.startsWith(COOKIE_PREFIX))
      values.set(name.slice(COOKIE_PREFIX.length), decodeURIComponent(rest.join('=')));
  }
  return {
    getItem: (key) => (MIRRORED.includes(key) ? (values.get(key) ?? null) : null),
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
      if (MIRRORED.includes(key))
        doc.cookie = `${COOKIE_PREFIX}${key}=${encodeURIComponent(value)}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`;
      storage?.setItem(key, value);
    },
  };
}
