import type { Feedback, FeedbackInput } from 'contracts';
import type { Db } from '../db/connection';
import { insertFeedback, unsavedFeedback } from '../data/feedback';

export interface FeedbackService {
  /** `discard`: a bot filled the honeypot; answer as usual, store nothing. */
  submit(input: FeedbackInput, options?: { discard?: boolean }): Promise<Feedback>;
}

export function feedbackService(db: Db): FeedbackService {
  return {
    submit: async (input, { discard = false } = {}) =>
      discard ? unsavedFeedback(input) : insertFeedback(db, input),
  };
}
