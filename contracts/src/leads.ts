import { z } from 'zod';
import { visitorIdSchema } from './common';
import { emailSchema } from './email';
import { validationMessages } from './messages';
import { deviceTypeSchema } from './tracking';

const ebookCategorySchema = z.string().trim().min(1).max(64);

/**
 * Honeypot of the lead forms: invisible to people, filled by bots. A filled
 * honeypot is answered as usual and nothing is stored.
 */
export const HONEYPOT_FIELD = 'website';

/** POST /api/track/download */
export const downloadInputSchema = z.object({
  visitorId: visitorIdSchema,
  ebookCategory: ebookCategorySchema,
  ebookId: z.uuid().optional(),
  deviceType: deviceTypeSchema,
});
export type DownloadInput = z.infer<typeof downloadInputSchema>;

/** POST /api/email/capture */
export const emailCaptureInputSchema = z.object({
  visitorId: visitorIdSchema,
  email: emailSchema,
  newsletterOptIn: z.boolean().default(false),
  ebookCategory: ebookCategorySchema,
  ebookId: z.uuid().optional(),
});
export type EmailCaptureInput = z.infer<typeof emailCaptureInputSchema>;

export const PAYMENT_PROVIDERS = ['mollie', 'adyen'] as const;
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS, {
  error: validationMessages.invalidProvider,
});

export const INTEREST_LEVELS = ['low', 'medium', 'high'] as const;
export const interestLevelSchema = z.enum(INTEREST_LEVELS, {
  error: "Interesse muss 'low', 'medium' oder 'high' sein",
});

/** POST /api/payment-leads */
export const paymentLeadInputSchema = z.object({
  email: emailSchema,
  interestLevel: interestLevelSchema.default('high'),
  provider: paymentProviderSchema,
  visitorId: visitorIdSchema,
});
export type PaymentLeadInput = z.infer<typeof paymentLeadInputSchema>;
