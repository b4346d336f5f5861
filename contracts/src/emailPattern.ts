import { validationMessages } from './messages';

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

/**
 * The address rule without zod, for a form in the browser that revalidates
 * as the visitor types (the API applies `emailSchema`, the same pattern):
 * the contract's message when the address is not one, else undefined.
 */
export function emailProblem(value: string): string | undefined {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
    ? undefined
    : validationMessages.invalidEmail;
}
