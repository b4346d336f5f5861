import { z } from 'zod';
import { recordIdSchema, requestBody, visitorIdSchema } from './common';
import { emailSchema } from './email';
import { INTEREST_LEVELS, PAYMENT_PROVIDERS } from './leadFields';
import { attributionFields } from './attribution';
import { pageLocaleFields } from './locale';
import { validationMessages } from './messages';
import { categoryField } from './content';
import { deviceTypeSchema } from './tracking';

const ebookCategorySchema = categoryField('E-Book-Kategorie');
const ebookIdSchema = recordIdSchema('Ungültige E-Book-ID (erwartet eine UUID)');

export {
  CONTACT_FORM_ANCHOR,
  HONEYPOT_FIELD,
  INTEREST_LEVELS,
  PAYMENT_PROVIDERS,
} from './leadFields';

/** POST /api/track/download. `visitorId` only with Statistik consent; without it, counted cookieless. */
export const downloadInputSchema = requestBody({
  visitorId: visitorIdSchema.optional(),
  ebookCategory: ebookCategorySchema,
  ebookId: ebookIdSchema.optional(),
  deviceType: deviceTypeSchema,
});
export type DownloadInput = z.infer<typeof downloadInputSchema>;

/** 201 of POST /api/track/download: the stored record (visitorId null when none was sent). */
export const downloadRecordSchema = z.object({
  id: z.string(),
  visitorId: z.string().nullable(),
  ebookCategory: z.string(),
  ebookId: z.string().nullable(),
  deviceType: deviceTypeSchema,
  timestamp: z.string(),
});
export type DownloadRecord = z.infer<typeof downloadRecordSchema>;

/**
 * POST /api/email/capture. `visitorId` only with Statistik consent: a lead is
 * never tied to an id otherwise. `newsletterOptIn: true` (the dialog's
 * unticked box, ticked) asks for the newsletter: the address gets a
 * confirmation mail (double opt-in); the capture's `newsletterOptIn` turns
 * true only once the address is confirmed.
 */
export const emailCaptureInputSchema = requestBody({
  visitorId: visitorIdSchema.optional(),
  email: emailSchema,
  newsletterOptIn: z.boolean({ error: 'newsletterOptIn muss true oder false sein' }).default(false),
  ebookCategory: ebookCategorySchema,
  ebookId: ebookIdSchema.optional(),
  ...pageLocaleFields,
  ...attributionFields,
});
export type EmailCaptureInput = z.infer<typeof emailCaptureInputSchema>;

/** 201 of POST /api/email/capture: the stored record (e-mail trimmed, lower-case; opt-in as confirmed so far). */
export const emailCaptureRecordSchema = z.object({
  id: z.string(),
  visitorId: z.string().nullable(),
  email: z.string(),
  newsletterOptIn: z.boolean(),
  ebookCategory: z.string(),
  ebookId: z.string().nullable(),
  timestamp: z.string(),
});
export type EmailCaptureRecord = z.infer<typeof emailCaptureRecordSchema>;

export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS, {
  error: validationMessages.invalidProvider,
});
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const interestLevelSchema = z.enum(INTEREST_LEVELS, {
  error: "Interesse muss 'low', 'medium' oder 'high' sein",
});
export type InterestLevel = z.infer<typeof interestLevelSchema>;

/** POST /api/payment-leads */
export const paymentLeadInputSchema = requestBody({
  email: emailSchema,
  interestLevel: interestLevelSchema.default('high'),
  provider: paymentProviderSchema,
  // Only with Statistik consent (see emailCaptureInputSchema).
  visitorId: visitorIdSchema.optional(),
  ...pageLocaleFields,
  ...attributionFields,
});
export type PaymentLeadInput = z.infer<typeof paymentLeadInputSchema>;

/** 201 of POST /api/payment-leads: the stored record. */
export const paymentLeadRecordSchema = z.object({
  id: z.string(),
  visitorId: z.string().nullable(),
  email: z.string(),
  provider: paymentProviderSchema,
  interestLevel: interestLevelSchema,
  converted: z.boolean(),
  timestamp: z.string(),
});
export type PaymentLeadRecord = z.infer<typeof paymentLeadRecordSchema>;
