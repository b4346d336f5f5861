import { z } from 'zod';
import { requestBody } from './common';
import { validationMessages } from './messages';

/**
 * A confirmation link's token: 32 random bytes, base64url. The API keeps
 * only its SHA-256; the link in the mail is the only copy.
 */
export const NEWSLETTER_CONFIRM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * An unsubscribe link's token: the subscription's id and an HMAC of it under
 * the server's key, so every mail's link works for as long as the
 * subscription exists and nothing needs to be stored for it.
 */
export const NEWSLETTER_UNSUBSCRIBE_TOKEN_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/;

const token = (pattern: RegExp) =>
  z
    .string({ error: validationMessages.newsletterLinkInvalid })
    .regex(pattern, validationMessages.newsletterLinkInvalid);

/** POST /api/newsletter/confirm: the token of the confirmation mail's link. */
export const newsletterConfirmInputSchema = requestBody({
  token: token(NEWSLETTER_CONFIRM_TOKEN_PATTERN),
});
export type NewsletterConfirmInput = z.infer<typeof newsletterConfirmInputSchema>;

/** 200 of POST /api/newsletter/confirm: when the address was confirmed. */
export const newsletterConfirmedSchema = z.object({
  state: z.literal('confirmed'),
  confirmedAt: z.string(),
});
export type NewsletterConfirmed = z.infer<typeof newsletterConfirmedSchema>;

/** POST /api/newsletter/unsubscribe: the token of any newsletter mail's unsubscribe link. */
export const newsletterUnsubscribeInputSchema = requestBody({
  token: token(NEWSLETTER_UNSUBSCRIBE_TOKEN_PATTERN),
});
export type NewsletterUnsubscribeInput = z.infer<typeof newsletterUnsubscribeInputSchema>;

/** 200 of POST /api/newsletter/unsubscribe (also for an address unsubscribed before). */
export const newsletterUnsubscribedSchema = z.object({ state: z.literal('unsubscribed') });
export type NewsletterUnsubscribed = z.infer<typeof newsletterUnsubscribedSchema>;
