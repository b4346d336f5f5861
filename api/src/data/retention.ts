import type { Db } from '../db/connection';
import { deleteVotesOfEntries } from './board';
import { toDbTimestamp } from './rows';

/** Rows created before these instants are past their retention period. */
export interface RetentionCutoffs {
  emailCaptures: Date;
  paymentLeads: Date;
  feedback: Date;
}

export interface RetentionCounts {
  emailCaptures: number;
  paymentLeads: number;
  feedback: number;
}

/**
 * Deletes leads past their retention period. E-mail captures with a newsletter
 * opt-in stay: the subscription is their purpose, and it ends with an
 * unsubscription or an erasure, not with time.
 */
export async function deleteExpiredLeads(
  db: Db,
  cutoffs: RetentionCutoffs,
): Promise<RetentionCounts> {
  const expiredFeedback = () =>
    db('customer_feedback').where('created_at', '<', toDbTimestamp(cutoffs.feedback));
  // An entry's votes go with it.
  await deleteVotesOfEntries(db, expiredFeedback());
  return {
    emailCaptures: await db('email_captures')
      .where('created_at', '<', toDbTimestamp(cutoffs.emailCaptures))
      .where('newsletter_opt_in', false)
      .delete(),
    paymentLeads: await db('payment_leads')
      .where('created_at', '<', toDbTimestamp(cutoffs.paymentLeads))
      .delete(),
    feedback: await expiredFeedback().delete(),
  };
}
