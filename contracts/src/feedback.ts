import { z } from 'zod';
import { visitorIdSchema } from './common';
import { pageLocaleFields } from './locale';
import { validationMessages } from './messages';

export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 5000;

/** POST /api/feedback. Length counts the trimmed text: ten spaces are no feedback. */
export const feedbackInputSchema = z.object({
  feedbackText: z
    .string({ error: validationMessages.feedbackTooShort })
    .trim()
    .min(FEEDBACK_MIN_LENGTH, validationMessages.feedbackTooShort)
    .max(FEEDBACK_MAX_LENGTH, validationMessages.feedbackTooLong),
  visitorId: visitorIdSchema.optional(),
  ...pageLocaleFields,
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  feedbackText: z.string(),
  visitorId: z.string().nullable(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
