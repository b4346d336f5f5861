import type { Feedback, FeedbackInput } from 'contracts';
import type { Db } from '../db/connection';
import { insertFeedback } from '../data/feedback';

export interface FeedbackService {
  submit(input: FeedbackInput): Promise<Feedback>;
}

export function feedbackService(db: Db): FeedbackService {
  return {
    submit: (input) => insertFeedback(db, input),
  };
}
