import { z } from 'zod';
import { COUNTRIES, LANGUAGES } from './localeCodes';
import { caseInsensitiveCode } from './textField';

export { COUNTRIES, COUNTRY_LANGUAGE, LANGUAGES, type Country, type Language } from './localeCodes';

export const countrySchema = z.enum(COUNTRIES);
export const languageSchema = z.enum(LANGUAGES);

/** An optional `country` query parameter: case-insensitive; empty is no filter. */
export const countryQuerySchema = caseInsensitiveCode(
  COUNTRIES,
  `Parameter country muss ${COUNTRIES.join(', ')} oder leer sein`,
);

/** An optional `language` query parameter: case-insensitive; empty is the country's language. */
export const languageQuerySchema = caseInsensitiveCode(
  LANGUAGES,
  `Parameter language muss ${LANGUAGES.join(', ')} oder leer sein`,
);

/**
 * The country and language of the page a lead or a view was sent from. Optional
 * (older forms do not send them); stored so the console can filter by market.
 */
export const pageLocaleFields = {
  country: z.enum(COUNTRIES, { error: "Land muss 'DE', 'ES' oder 'FR' sein" }).optional(),
  language: z.enum(LANGUAGES, { error: "Sprache muss 'de', 'es' oder 'fr' sein" }).optional(),
};
