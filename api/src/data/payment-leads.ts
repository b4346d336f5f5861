import type {
  InterestLevel,
  PaymentLeadInput,
  PaymentLeadRecord,
  PaymentProvider,
} from 'contracts';
import { appendOnlyTable } from './append-only-table';
import { attributionColumns, type AttributionColumns } from './attribution-columns';
import type { Db } from '../db/connection';
import { leadCreatedEvent } from './outbox-events';
import {
  newId,
  pageLocaleColumns,
  type PageLocaleColumns,
  nullable,
  toBoolean,
  toDbTimestamp,
  toIsoTimestamp,
} from './rows';

const TABLE = 'payment_leads';

type PaymentLeadRow = PageLocaleColumns &
  AttributionColumns & {
    id: string;
    visitor_id: string | null;
    email: string;
    provider: PaymentProvider;
    interest_level: InterestLevel | null;
    converted: unknown;
    created_at: unknown;
  };

function toPaymentLead(row: PaymentLeadRow): PaymentLeadRecord {
  return {
    id: row.id,
    visitorId: nullable(row.visitor_id),
    email: row.email,
    provider: row.provider,
    interestLevel: row.interest_level ?? 'high',
    converted: toBoolean(row.converted),
    timestamp: toIsoTimestamp(row.created_at),
  };
}

function toRow(input: PaymentLeadInput): PaymentLeadRow {
  return {
    id: newId(),
    visitor_id: input.visitorId ?? null,
    email: input.email,
    provider: input.provider,
    interest_level: input.interestLevel,
    converted: false,
    created_at: toDbTimestamp(),
    ...pageLocaleColumns(input),
    ...attributionColumns(input),
  };
}

const paymentLeads = appendOnlyTable(TABLE, toRow, toPaymentLead, {
  event: (row, record) => leadCreatedEvent('payment', row, record),
});
export const unsavedPaymentLead = paymentLeads.unsaved;
export const insertPaymentLead = paymentLeads.insert;

/** A pre-registration sent again within this time is the same lead (issue 41 §3). */
const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The same address pre-registering again for the same provider within a
 * day: the earlier lead counts one more submission (and when), no second
 * lead is stored, no second event routed. Addresses are stored trimmed and
 * lower-case (contracts' emailSchema), so equality is case-insensitive.
 * Returns the earlier lead, or undefined when there is none to count on.
 * Two first submissions at the very same moment may both be stored: the
 * desk then shows both, nothing is lost.
 */
export async function countRepeatedPaymentLead(
  db: Db,
  input: PaymentLeadInput,
  at: Date = new Date(),
): Promise<PaymentLeadRecord | undefined> {
  const earlier: PaymentLeadRow | undefined = await db(TABLE)
    .where({ email: input.email, provider: input.provider })
    .where('created_at', '>=', toDbTimestamp(new Date(at.getTime() - REPEAT_WINDOW_MS)))
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first();
  if (!earlier) return undefined;
  // One statement: concurrent repeats each count.
  await db(TABLE)
    .where({ id: earlier.id })
    .update({
      submissions: db.raw('?? + 1', ['submissions']),
      last_submitted_at: toDbTimestamp(at),
    });
  return toPaymentLead(earlier);
}
