import type { OutboxEventType, RoutedLeadType } from 'contracts';
import type { Db } from '../db/connection';
import { toLeadAttribution, type AttributionColumns } from './attribution-columns';
import { newId, toDbTimestamp } from './rows';

export const OUTBOX_EVENTS = 'outbox_events';

/** An event as stored: written in the transaction of the change it reports. */
export interface OutboxEventRow {
  id: string;
  event_type: OutboxEventType;
  lead_type: RoutedLeadType | null;
  lead_id: string | null;
  country: string | null;
  language: string | null;
  product_slug: string | null;
  data: string | null;
  routed: boolean;
  only_destination_id: string | null;
  created_at: string;
}

/** What the routing rules look at, besides the lead's kind. */
export interface LeadFacts {
  country?: string | null;
  language?: string | null;
  productSlug?: string | null;
}

export const localeOf = (row: { country: string | null; language: string | null }): LeadFacts => ({
  country: row.country,
  language: row.language,
});

/** The event row of a lead's change; `data` is the body's `data` (the lead as the API exposes it). */
export function leadEventRow(
  type: OutboxEventType,
  leadType: RoutedLeadType,
  leadId: string,
  data: object,
  facts: LeadFacts,
  at: Date = new Date(),
): OutboxEventRow {
  return {
    id: newId(),
    event_type: type,
    lead_type: leadType,
    lead_id: leadId,
    country: facts.country ?? null,
    language: facts.language ?? null,
    product_slug: facts.productSlug ?? null,
    data: JSON.stringify(data),
    routed: false,
    only_destination_id: null,
    created_at: toDbTimestamp(at),
  };
}

/**
 * A new lead's event: the lead as the API answered it, with what brought it
 * (its attribution columns, as the desk shows them), so a receiver needs no
 * second call.
 */
export const leadCreatedEvent = (
  leadType: RoutedLeadType,
  row: AttributionColumns & { id: string; country: string | null; language: string | null },
  record: object,
  facts: LeadFacts = localeOf(row),
): OutboxEventRow =>
  leadEventRow(
    'lead.created',
    leadType,
    row.id,
    { ...record, attribution: toLeadAttribution(row) },
    facts,
  );

/** Writes events (inside the caller's transaction, beside the change they report). */
export async function insertOutboxEvents(trx: Db, rows: readonly OutboxEventRow[]): Promise<void> {
  if (rows.length > 0) await trx(OUTBOX_EVENTS).insert(rows);
}

/**
 * Wakes the delivery worker of this process right after a commit (the first
 * attempt within a second, not at the next poll). Other instances find the
 * event at their next poll.
 */
const listeners = new WeakMap<Db, Set<() => void>>();

export function signalOutbox(db: Db): void {
  for (const listener of listeners.get(db) ?? []) listener();
}

export function onOutboxSignal(db: Db, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}
