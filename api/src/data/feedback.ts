import type { Feedback, FeedbackInput } from 'contracts';
import { appendOnlyTable } from './append-only-table';
import {
  newId,
  nullable,
  pageLocaleColumns,
  type PageLocaleColumns,
  toDbTimestamp,
  toIsoTimestamp,
} from './rows';

const TABLE = 'customer_feedback';

interface FeedbackRow extends PageLocaleColumns {
  id: string;
  feedback_text: string;
  visitor_id: string | null;
  created_at: unknown;
}

function toFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    feedbackText: row.feedback_text,
    visitorId: nullable(row.visitor_id),
    createdAt: toIsoTimestamp(row.created_at),
  };
}

const toRow = (input: FeedbackInput): FeedbackRow => ({
  id: newId(),
  feedback_text: input.feedbackText,
  visitor_id: input.visitorId ?? null,
  created_at: toDbTimestamp(),
  ...pageLocaleColumns(input),
});

const feedback = appendOnlyTable(TABLE, toRow, toFeedback);
export const unsavedFeedback = feedback.unsaved;
export const insertFeedback = feedback.insert;
