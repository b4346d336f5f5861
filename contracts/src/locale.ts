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
