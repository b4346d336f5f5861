import { z } from 'zod';
import { validationMessages } from './messages';

/** E-mail of the capture dialog and the payment lead: trimmed, stored lower-case. */
export const emailSchema = z
  .string({ error: validationMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .max(320, validationMessages.invalidEmail)
  .pipe(z.email({ error: validationMessages.invalidEmail }));
