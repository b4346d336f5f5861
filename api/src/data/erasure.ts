import type { ErasureResult } from 'contracts';
import type { Db } from '../db/connection';
import { deleteVotesOfEntries } from './board';
import type { ErasedLead } from './deliveries';
import { toDbTimestamp } from './rows';

export type ErasureCounts = ErasureResult['deleted'];

/** whereIn in slices: some drivers cap the number of bound values. */
const SLICE = 500;

async function deleteByVisitorIds(db: Db, table: string, visitorIds: string[]): Promise<number> {
  let deleted = 0;
  for (let i = 0; i < visitorIds.length; i += SLICE) {
    const rows = () => db(table).whereIn('visitor_id', visitorIds.slice(i, i + SLICE));
    // A feedback entry's votes go with it.
    if (table === 'customer_feedback') await deleteVotesOfEntries(db, rows());
    deleted += await rows().delete();
  }
  return deleted;
}

/**
 * Deletes one person's rows (GDPR Art. 17): the leads with their address
 * (captures, pre-registrations, contact requests, the newsletter
 * subscription), then everything tied to the visitor ids those leads carried
 * — feedback, page views and downloads. Run inside a transaction by the caller.
 */
export async function eraseEmailRows(db: Db, email: string): Promise<ErasureCounts> {
  const visitorRows: { visitor_id: string | null }[] = await db
    .select('visitor_id')
    .from('email_captures')
    .where({ email })
    .union((q) => q.select('visitor_id').from('payment_leads').where({ email }))
    .union((q) => q.select('visitor_id').from('contact_requests').where({ email }));
  const visitorIds = [
    ...new Set(visitorRows.map((row) => row.visitor_id).filter((id): id is string => !!id)),
  ];
  return {
    emailCaptures: await db('email_captures').where({ email }).delete(),
    paymentLeads: await db('payment_leads').where({ email }).delete(),
    contactRequests: await db('contact_requests').where({ email }).delete(),
    newsletterSubscriptions: await db('newsletter_subscriptions').where({ email }).delete(),
    feedback: await deleteByVisitorIds(db, 'customer_feedback', visitorIds),
    pageViews: await deleteByVisitorIds(db, 'page_views', visitorIds),
    downloads: await deleteByVisitorIds(db, 'downloads', visitorIds),
  };
}

/** The routed leads an address has (their ids go to the webhooks that received them). */
export async function leadsOfEmail(db: Db, email: string): Promise<ErasedLead[]> {
  const tables = [
    ['email_captures', 'email'],
    ['payment_leads', 'payment'],
    ['contact_requests', 'contact'],
    ['newsletter_subscriptions', 'newsletter'],
  ] as const;
  const found = await Promise.all(
    tables.map(async ([table, type]) =>
      ((await db(table).where({ email }).select('id')) as { id: string }[]).map((row) => ({
        id: row.id,
        type,
      })),
    ),
  );
  return found.flat();
}

const SUPPRESSIONS = 'erasure_suppressions';

export async function insertSuppression(db: Db, emailHash: string, at: Date): Promise<void> {
  await db(SUPPRESSIONS)
    .insert({ email_hash: emailHash, created_at: toDbTimestamp(at) })
    .onConflict('email_hash')
    .ignore();
}

/** True if any of the hashes (one per key the server knows) is on the list. */
export async function anySuppressed(db: Db, emailHashes: readonly string[]): Promise<boolean> {
  const row = await db(SUPPRESSIONS).whereIn('email_hash', emailHashes).first('email_hash');
  return row !== undefined;
}
