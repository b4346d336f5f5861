import { z } from 'zod';
import { COUNTRIES, LANGUAGES } from './localeCodes';

export { COUNTRIES, COUNTRY_LANGUAGE, LANGUAGES, type Country, type Language } from './localeCodes';

export const countrySchema = z.enum(COUNTRIES);
export const languageSchema = z.enum(LANGUAGES);

/** A `country` query parameter: case-insensitive, only supported countries. */
export const countryQuerySchema = z.string().trim().toUpperCase().pipe(countrySchema);

/** A `language` query parameter: case-insensitive, only supported languages. */
export const languageQuerySchema = z.string().trim().toLowerCase().pipe(languageSchema);

/**
 * The country and language of the page a lead or a view was sent from. Optional
 * (older forms do not send them); stored so the console can filter by market.
 */
export const pageLocaleFields = {
  country: z.enum(COUNTRIES, { error: "Land muss 'DE', 'ES' oder 'FR' sein" }).optional(),
  language: z.enum(LANGUAGES, { error: "Sprache muss 'de', 'es' oder 'fr' sein" }).optional(),
};
