import { z } from 'zod';
import { validationMessages } from './messages';
import { NO_CONTROL_CHARACTERS_MULTILINE, codePointLength } from './textRules';

/**
 * An address as RFC 5321 writes it for the public internet: a dot-atom local
 * part (letters, digits and !#$%&'*+/=?^_`{|}~-, dots between) and a host
 * name of two labels or more ending in a letter-only top-level domain. A
 * subset of JSON Schema's `format: email`, and everything a browser's
 * `<input type=email>` sends except single-label hosts. White space around
 * it is allowed here because it is trimmed.
 */
export const EMAIL_PATTERN =
  /^\s*[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}\s*$/u;

export const EMAIL_MAX_LENGTH = 320;

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
