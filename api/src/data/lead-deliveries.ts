import type { LeadDelivery } from 'contracts';
import type { Db } from '../db/connection';
import { DELIVERIES } from './deliveries';
import { OUTBOX_EVENTS } from './outbox-events';
import { DESTINATIONS } from './routing-destinations';
import { toIsoTimestamp, toOptionalIsoTimestamp } from './rows';

interface Row {
  id: string;
  event_type: string;
  status: LeadDelivery['status'];
  attempts: number | string;
  created_at: unknown;
  delivered_at: unknown;
  kind: LeadDelivery['kind'];
  url: string | null;
  email: string | null;
}

/**
 * A lead's deliveries to sales (issue 37's outbox): each event of the lead
 * to each destination, newest first, with its last try from the attempts
 * log. Read by the lead's id (outbox_events_lead_idx).
 */
export async function deliveriesOfLead(db: Db, leadId: string): Promise<LeadDelivery[]> {
  const rows: Row[] = await db(`${DELIVERIES} as d`)
    .join(`${OUTBOX_EVENTS} as e`, 'e.id', 'd.event_id')
    .leftJoin(`${DESTINATIONS} as r`, 'r.id', 'd.destination_id')
    .where('e.lead_id', leadId)
    .orderBy([
      { column: 'd.created_at', order: 'desc' },
      { column: 'd.id', order: 'desc' },
    ])
    .select(
      'd.id',
      'e.event_type',
      'd.status',
      'd.attempts',
      'd.created_at',
      'd.delivered_at',
      'r.kind',
      'r.url',
      'r.email',
    );
  const last = await lastAttempts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const attempt = last.get(row.id);
    return {
      id: row.id,
      event: row.event_type,
      destination: row.url ?? row.email,
      kind: row.kind ?? null,
      status: row.status,
      attempts: Number(row.attempts),
      createdAt: toIsoTimestamp(row.created_at),
      deliveredAt: toOptionalIsoTimestamp(row.delivered_at),
      lastAttemptAt: attempt ? toIsoTimestamp(attempt.attempted_at) : null,
      lastStatusCode:
        attempt?.status_code === null || !attempt ? null : Number(attempt.status_code),
      lastError: attempt?.error ?? null,
    };
  });
}

interface AttemptRow {
  delivery_id: string;
  attempted_at: unknown;
  status_code: number | null;
  error: string | null;
}

/** Each delivery's latest attempt (a lead has a handful of deliveries, each a few tries). */
async function lastAttempts(db: Db, deliveryIds: string[]): Promise<Map<string, AttemptRow>> {
  const latest = new Map<string, AttemptRow>();
  if (deliveryIds.length === 0) return latest;
  const rows: AttemptRow[] = await db('delivery_attempts')
    .whereIn('delivery_id', deliveryIds)
    .orderBy([
      { column: 'attempted_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .select('delivery_id', 'attempted_at', 'status_code', 'error');
  for (const row of rows) latest.set(row.delivery_id, row);
  return latest;
}
