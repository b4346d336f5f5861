import { z } from 'zod';
import { COUNTRIES, LANGUAGES } from './localeCodes';

export { COUNTRIES, COUNTRY_LANGUAGE, LANGUAGES, type Country, type Language } from './localeCodes';

export const countrySchema = z.enum(COUNTRIES);
export const languageSchema = z.enum(LANGUAGES);

/** A `country` query parameter: case-insensitive, only supported countries. */
export const countryQuerySchema = z.string().trim().toUpperCase().pipe(countrySchema);

/** A `language` query parameter: case-insensitive, only supported languages. */
export const languageQuerySchema = z.string().trim().toLowerCase().pipe(languageSchema);
