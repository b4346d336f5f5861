import type { Response } from 'express';

/**
 * Answers for a path without a locale are chosen by the visitor's request
 * headers: the `pref_country`/`pref_language` cookies, else Accept-Language
 * (resolveLocale, SPEC §9). `/` → `/de_DE` for one visitor is `/` → `/fr_FR`
 * for the next, so no shared cache may hand one visitor's answer to another,
 * and a browser asks again rather than reusing a redirect after the visitor
 * chose another country.
 */
export const VISITOR_LOCALE_CACHE_CONTROL = 'private, no-cache';

export function varyByVisitorLocale(res: Response): void {
  res.vary('Accept-Language');
  res.vary('Cookie');
  res.setHeader('Cache-Control', VISITOR_LOCALE_CACHE_CONTROL);
}
