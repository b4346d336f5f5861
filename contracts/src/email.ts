import { z } from 'zod';
import { validationMessages } from './messages';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './emailPattern';
import { NO_CONTROL_CHARACTERS_MULTILINE, codePointLength } from './textRules';

export { EMAIL_MAX_LENGTH, EMAIL_PATTERN };

/** E-mail of the capture dialog and the payment lead: trimmed, stored lower-case. */
export const emailSchema = z
  .string({ error: validationMessages.invalidEmail })
  .refine((text) => codePointLength(text) <= EMAIL_MAX_LENGTH, {
    error: validationMessages.invalidEmail,
    abort: true,
  })
  // Tabs and line breaks only around the address (the pattern), where they are trimmed.
  .regex(NO_CONTROL_CHARACTERS_MULTILINE, validationMessages.invalidEmail)
  .regex(EMAIL_PATTERN, validationMessages.invalidEmail)
  .trim()
  .toLowerCase()
  .meta({
    maxLength: EMAIL_MAX_LENGTH,
    // `format: email` holds for the address itself; white space around it is
    // trimmed, so a padded value is allowed too (then the pattern decides). Exact
    // whether a reader asserts formats (Ajv, fuzzers) or only annotates them.
    anyOf: [{ format: 'email' }, { pattern: String.raw`^\s|\s$` }],
    description:
      'E-Mail-Adresse (`format: email`); Leerraum am Anfang und Ende wird entfernt, ' +
      'gespeichert wird sie in Kleinbuchstaben.',
  });
