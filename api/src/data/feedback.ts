import type { Feedback, FeedbackInput } from 'contracts';
import type { Db } from '../db/connection';
import { newId, nullable, toDbTimestamp, toIsoTimestamp } from './rows';

const TABLE = 'customer_feedback';

interface FeedbackRow {
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

export async function insertFeedback(db: Db, input: FeedbackInput): Promise<Feedback> {
  const id = newId();
  await db<FeedbackRow>(TABLE).insert({
    id,
    feedback_text: input.feedbackText,
    visitor_id: input.visitorId ?? null,
    created_at: toDbTimestamp(),
  });
  // Read back so the answer shows exactly what was stored.
  const row = await db<FeedbackRow>(TABLE).where({ id }).first();
  if (!row) throw new Error(`feedback ${id} vanished after insert`);
  return toFeedback(row);
}
