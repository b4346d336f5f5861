import { z } from 'zod';
import { requestBody, visitorIdSchema } from './common';
import { pageLocaleFields } from './locale';
import { validationMessages } from './messages';
import { textField } from './textField';

export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 5000;

/**
 * The feedback text: at least 10 characters a person sees (SPEC §5) — ten
 * spaces, zero-width spaces or Hangul fillers are no feedback; tabs and line
 * breaks are welcome, other control characters are refused.
 */
export const feedbackTextSchema = textField({
  label: 'Feedback',
  maxLength: FEEDBACK_MAX_LENGTH,
  minVisible: FEEDBACK_MIN_LENGTH,
  multiline: true,
  trim: true,
  messages: {
    tooShort: validationMessages.feedbackTooShort,
    tooLong: validationMessages.feedbackTooLong,
  },
});

/** POST /api/feedback */
export const feedbackInputSchema = requestBody({
  feedbackText: feedbackTextSchema,
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
