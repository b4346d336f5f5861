import { z } from 'zod';
import { recordIdSchema, requestBody, visitorIdSchema } from './common';
import { emailSchema } from './email';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH } from './feedback';
import { attributionFields } from './attribution';
import { pageLocaleFields } from './locale';
import { validationMessages } from './messages';
import { textField } from './textField';

export const CONTACT_NAME_MAX_LENGTH = 120;
export const BUSINESS_MAX_LENGTH = 160;
export const PHONE_MAX_LENGTH = 40;

/**
 * A phone number as people type it, or blank: digits with spaces, dots,
 * dashes, slashes and brackets, an optional leading +, 6 to 20 digits in all.
 * One pattern (no code beside it), so the OpenAPI document states the rule.
 */
export const PHONE_PATTERN = /^\s*(?:\+?(?:[\s()./-]*\d){6,20}[\s()./-]*)?$/;

/** The optional phone: blank is none (what an empty field posts). */
const phoneSchema = z
  .string({ error: validationMessages.invalidPhone })
  // First and final: the pattern never reads a long text (its repetitions could take long).
  .refine((text) => text.length <= PHONE_MAX_LENGTH, {
    error: validationMessages.invalidPhone,
    abort: true,
  })
  .regex(PHONE_PATTERN, validationMessages.invalidPhone)
  .trim()
  .transform((value) => value || undefined)
  .meta({
    maxLength: PHONE_MAX_LENGTH,
    description:
      'Telefonnummer (optional; leer = keine): 6 bis 20 Ziffern, davor optional +, dazwischen Leerzeichen und ()./-',
  });

/** A product's slug: the product the request is about (an unknown or inactive one: 404). */
const productSlugSchema = z
  .string({ error: validationMessages.unknownProduct })
  .max(191, validationMessages.unknownProduct)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, validationMessages.unknownProduct);

/** POST /api/contact-requests: 'Beratung anfragen' on a product page (issue 19). */
export const contactRequestInputSchema = requestBody({
  name: textField({
    label: 'Name',
    maxLength: CONTACT_NAME_MAX_LENGTH,
    minVisible: 1,
    trim: true,
    messages: {
      tooShort: validationMessages.contactNameMissing,
      tooLong: validationMessages.contactNameTooLong,
    },
  }),
  email: emailSchema,
  phone: phoneSchema.optional(),
  business: textField({
    label: 'Unternehmen',
    maxLength: BUSINESS_MAX_LENGTH,
    minVisible: 1,
    trim: true,
    messages: {
      tooShort: validationMessages.businessMissing,
      tooLong: validationMessages.businessTooLong,
    },
  }),
  message: textField({
    label: 'Nachricht',
    maxLength: FEEDBACK_MAX_LENGTH,
    minVisible: FEEDBACK_MIN_LENGTH,
    multiline: true,
    trim: true,
    messages: {
      tooShort: validationMessages.feedbackTooShort,
      tooLong: validationMessages.feedbackTooLong,
    },
  }),
  productSlug: productSlugSchema,
  // Only with Statistik consent: a lead is never tied to an id otherwise.
  visitorId: visitorIdSchema.optional(),
  ...pageLocaleFields,
  ...attributionFields,
});
export type ContactRequestInput = z.infer<typeof contactRequestInputSchema>;

/** 201 of POST /api/contact-requests: the stored request. */
export const contactRequestRecordSchema = z.object({
  id: z.string(),
  visitorId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  business: z.string(),
  message: z.string(),
  productId: recordIdSchema('Ungültige Produkt-ID').nullable(),
  productSlug: z.string(),
  timestamp: z.string(),
});
export type ContactRequestRecord = z.infer<typeof contactRequestRecordSchema>;
