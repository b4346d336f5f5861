import type { Feedback, FeedbackInput } from 'contracts';
import type { Db } from '../db/connection';
import { insertFeedback } from '../data/feedback';
import { newId } from '../data/rows';

export interface FeedbackService {
  /** `discard`: a bot filled the honeypot; answer as usual, store nothing. */
  submit(input: FeedbackInput, options?: { discard?: boolean }): Promise<Feedback>;
}

export function feedbackService(db: Db): FeedbackService {
  return {
    submit: async (input, { discard = false } = {}) =>
      discard
        ? {
            id: newId(),
            feedbackText: input.feedbackText,
            visitorId: input.visitorId ?? null,
            createdAt: new Date().toISOString(),
          }
        : insertFeedback(db, input),
  };
}
