import {
  DEFAULT_LANGUAGE,
  isCountry,
  isLanguage,
  parseLocale,
  type Country,
  type Language,
} from 'shared-ui';
import { safeRead, type KeyValueStorage } from '../../lib/safeStorage';

export const STORAGE_KEYS = { country: 'country', language: 'language' } as const;

export interface LocaleInputs {
  pathname: string;
  search: string;
  storage?: KeyValueStorage;
  /** navigator.languages (or Accept-Language on the server), most preferred first. */
  browserLanguages?: readonly string[];
}

export interface ResolvedLocale {
  country: Country;
  language: Language;
}

/** The locale prefix of a path (`/de_ES/feedback` → de_ES), or null. */
export function localeFromPath(pathname: string): ResolvedLocale | null {
  return parseLocale(pathname.split('/')[1]);
}

/** Query `country` (case-insensitive) and `lang`, each only when supported. */
export function localeFromQuery(search: string): Partial<ResolvedLocale> {
  const params = new URLSearchParams(search);
  const country = params.get('country')?.toUpperCase();
  const language = params.get('lang') ?? undefined;
  return {
    ...(isCountry(country) ? { country } : {}),
    ...(isLanguage(language) ? { language } : {}),
  };
}

/** es → ES/es, fr → FR/fr, anything else → DE/de (SPEC §9). */
export function localeFromBrowser(languages: readonly string[] = []): ResolvedLocale {
  const primary = (languages[0] ?? '').slice(0, 2).toLowerCase();
  if (primary === 'es') return { country: 'ES', language: 'es' };
  if (primary === 'fr') return { country: 'FR', language: 'fr' };
  return { country: 'DE', language: 'de' };
}

/**
 * SPEC §9 resolution order: URL path prefix, then query country/lang, then
 * the stored values, then the browser language. Each source fills only what
 * it supports; a country without a language gets the country's default.
 */
export function resolveLocale({
  pathname,
  search,
  storage,
  browserLanguages,
}: LocaleInputs): ResolvedLocale {
  const fromPath = localeFromPath(pathname);
  if (fromPath) return fromPath;

  const fromQuery = localeFromQuery(search);
  const storedCountry = safeRead(storage, STORAGE_KEYS.country);
  const storedLanguage = safeRead(storage, STORAGE_KEYS.language);
  const browser = localeFromBrowser(browserLanguages);

  const country =
    fromQuery.country ?? (isCountry(storedCountry) ? storedCountry : undefined) ?? browser.country;
  const language =
    fromQuery.language ??
    (fromQuery.country ? DEFAULT_LANGUAGE[fromQuery.country] : undefined) ??
    (isLanguage(storedLanguage) ? storedLanguage : undefined) ??
    (isCountry(storedCountry) ? DEFAULT_LANGUAGE[storedCountry] : undefined) ??
    browser.language;
  return { country, language };
}
