/** Countries and languages the site is offered in (SPEC §9, DESIGN.md §3): defined once, in the contracts. */
import {
  COUNTRIES,
  COUNTRY_LANGUAGE,
  LANGUAGES,
  type Country,
  type Language,
} from 'contracts/locale-codes';

export { COUNTRIES, LANGUAGES, type Country, type Language };
/** The URL prefix `{language}_{COUNTRY}`; all 9 pairs are valid. */
export type Locale = `${Language}_${Country}`;

export const DEFAULT_LANGUAGE = COUNTRY_LANGUAGE;

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function toLocale(language: Language, country: Country): Locale {
  return `${language}_${country}`;
}

/** Parses `de_ES` into its parts; anything else (wrong case, unknown pair) is not a locale. */
export function parseLocale(
  value: string | undefined,
): { language: Language; country: Country } | null {
  const match = /^([a-z]{2})_([A-Z]{2})$/.exec(value ?? '');
  if (!match) return null;
  const [, language, country] = match;
  return isLanguage(language) && isCountry(country) ? { language, country } : null;
}

/** Every valid locale, e.g. for the sitemap and hreflang alternates. */
export const ALL_LOCALES: Locale[] = LANGUAGES.flatMap((language) =>
  COUNTRIES.map((country) => toLocale(language, country)),
);
