import type {
  InterestLevel,
  PaymentLeadInput,
  PaymentLeadRecord,
  PaymentProvider,
} from 'contracts';
import { appendOnlyTable } from './append-only-table';
import { attributionColumns, type AttributionColumns } from './attribution-columns';
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
