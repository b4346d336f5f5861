/**
 * SPEC §9: supported countries and languages, and each country's default
 * language. Plain constants (no zod), so the browser can use them without
 * loading the schemas.
 */
export const COUNTRIES = ['DE', 'ES', 'FR'] as const;
export const LANGUAGES = ['de', 'es', 'fr'] as const;

export type Country = (typeof COUNTRIES)[number];
export type Language = (typeof LANGUAGES)[number];

/** The language a country reads by default (DE→de, ES→es, FR→fr). */
export const COUNTRY_LANGUAGE: Readonly<Record<Country, Language>> = {
  DE: 'de',
  ES: 'es',
  FR: 'fr',
};
