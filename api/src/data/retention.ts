import type { Db } from '../db/connection';
import { deleteVotesOfEntries } from './board';
import { toDbTimestamp } from './rows';

/** Rows created before these instants are past their retention period. */
export interface RetentionCutoffs {
  emailCaptures: Date;
  paymentLeads: Date;
  feedback: Date;
  contactRequests: Date;
  /** Newsletter requests never confirmed whose last link expired before this. */
  newsletterPending: Date;
  /** Unsubscribed addresses, unsubscribed before this. */
  newsletterUnsubscribed: Date;
}

export interface RetentionCounts {
  emailCaptures: number;
  paymentLeads: number;
  feedback: number;
  contactRequests: number;
  newsletterSubscriptions: number;
}

/**
 * Deletes leads past their retention period. E-mail captures with a newsletter
 * opt-in (a confirmed address) stay: the subscription is their purpose, and it
 * ends with an unsubscription or an erasure, not with time; so do confirmed
 * subscriptions. Requests never confirmed go after their own (short) period,
 * unsubscribed addresses after theirs, counted from the unsubscription.
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
    contactRequests: await db('contact_requests')
      .where('created_at', '<', toDbTimestamp(cutoffs.contactRequests))
      .delete(),
    newsletterSubscriptions: await db('newsletter_subscriptions')
      .where((q) =>
        q
          .where((pending) =>
            // Counted from the last link's expiry: asking again starts the period anew.
            pending
              .where('status', 'pending')
              .where('confirm_token_expires_at', '<', toDbTimestamp(cutoffs.newsletterPending)),
          )
          .orWhere((left) =>
            left
              .where('status', 'unsubscribed')
              .where('unsubscribed_at', '<', toDbTimestamp(cutoffs.newsletterUnsubscribed)),
          ),
      )
      .delete(),
  };
}
