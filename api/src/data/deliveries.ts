import type {
  DeliveryAttempt,
  DeliveryListQuery,
  OutboxEventType,
  RoutedLeadType,
} from 'contracts';
import { isMysql, type Db } from '../db/connection';
import {
  insertOutboxEvents,
  leadEventRow,
  OUTBOX_EVENTS,
  type OutboxEventRow,
} from './outbox-events';
import { DESTINATIONS } from './routing-destinations';
import { newId, parseJsonText, toBoolean, toDbTimestamp, toIsoTimestamp } from './rows';

export const DELIVERIES = 'deliveries';
const ATTEMPTS = 'delivery_attempts';

/** Skips rows another instance holds (MariaDB/MySQL); SQLite has a single writer anyway. */
function lockedSkippingOthers<Q extends { forUpdate(): Q; skipLocked(): Q }>(db: Db, query: Q): Q {
  return isMysql(db) ? query.forUpdate().skipLocked() : query;
}

/** Events not yet fanned out, oldest first, locked for the caller's transaction. */
export async function lockUnroutedEvents(trx: Db, limit: number): Promise<OutboxEventRow[]> {
  return lockedSkippingOthers(
    trx,
    trx(OUTBOX_EVENTS).where({ routed: false }).orderBy('created_at', 'asc').limit(limit),
  );
}

/** One delivery per (event, destination); routed events are not looked at again. */
export async function insertDeliveries(
  trx: Db,
  pairs: readonly { eventId: string; destinationId: string }[],
  routedEventIds: readonly string[],
  at: Date,
): Promise<void> {
  if (pairs.length > 0)
    await trx(DELIVERIES)
      .insert(
        pairs.map(({ eventId, destinationId }) => ({
          id: newId(),
          event_id: eventId,
          destination_id: destinationId,
          status: 'pending',
          attempts: 0,
          due_at: toDbTimestamp(at),
          created_at: toDbTimestamp(at),
        })),
      )
      .onConflict(['event_id', 'destination_id'])
      .ignore();
  if (routedEventIds.length > 0)
    await trx(OUTBOX_EVENTS).whereIn('id', routedEventIds).update({ routed: true });
}

/** A claimed delivery with its event, ready to send. */
export interface ClaimedDelivery {
  id: string;
  destinationId: string;
  attempts: number;
  eventId: string;
  eventType: OutboxEventType;
  leadType: RoutedLeadType | null;
  leadId: string | null;
  country: string | null;
  language: string | null;
  data: unknown;
  eventCreatedAt: string;
}

interface ClaimedRow {
  id: string;
  destination_id: string;
  attempts: number;
  event_id: string;
  event_type: OutboxEventType;
  lead_type: RoutedLeadType | null;
  lead_id: string | null;
  country: string | null;
  language: string | null;
  data: string | null;
  event_created_at: unknown;
}

/**
 * Claims due deliveries of enabled destinations: in one transaction the due
 * rows are locked (others' locked rows skipped) and moved `leaseMs` into the
 * future under this claim's token. Exactly one instance gets each; if it
 * dies before recording the outcome, the lease runs out and the delivery is
 * due again.
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const token = newId();
  const due = toDbTimestamp(now);
  await db.transaction(async (trx) => {
    const rows: { id: string }[] = await lockedSkippingOthers(
      trx,
      trx(`${DELIVERIES} as d`)
        .join(`${DESTINATIONS} as r`, 'r.id', 'd.destination_id')
        .where('d.status', 'pending')
        .where('d.due_at', '<=', due)
        .where('r.enabled', true)
        .orderBy('d.due_at', 'asc')
        .limit(limit)
        .select('d.id'),
    );
    if (rows.length === 0) return;
    await trx(DELIVERIES)
      .whereIn(
        'id',
        rows.map((row) => row.id),
      )
      // Still due: the claim holds even where the lock could not (a second SQLite process).
      .where('status', 'pending')
      .where('due_at', '<=', due)
      .update({ claim_token: token, due_at: toDbTimestamp(new Date(now.getTime() + leaseMs)) });
  });
  const claimed: ClaimedRow[] = await db(`${DELIVERIES} as d`)
    .join(`${OUTBOX_EVENTS} as e`, 'e.id', 'd.event_id')
    .where('d.claim_token', token)
    .select(
      'd.id',
      'd.destination_id',
      'd.attempts',
      'd.event_id',
      'e.event_type',
      'e.lead_type',
      'e.lead_id',
      'e.country',
      'e.language',
      'e.data',
      'e.created_at as event_created_at',
    );
  return claimed.map((row) => ({
    id: row.id,
    destinationId: row.destination_id,
    attempts: row.attempts,
    eventId: row.event_id,
    eventType: row.event_type,
    leadType: row.lead_type,
    leadId: row.lead_id,
    country: row.country,
    language: row.language,
    data: parseJsonText(row.data),
    eventCreatedAt: toIsoTimestamp(row.event_created_at),
  }));
}

export interface AttemptOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  succeeded: boolean;
}

/** One attempt's result, as a round records it. */
export interface SettledAttempt {
  delivery: ClaimedDelivery;
  outcome: AttemptOutcome;
  at: Date;
  /** Due again then; null: delivered, or failed for good. */
  retryAt: Date | null;
}

/**
 * Logs a round's attempts and settles their deliveries, in one transaction
 * (one commit a round, not one an attempt: the leads' own inserts wait on
 * the same writer): delivered, due again at `retryAt`, or failed for good.
 */
export async function recordAttempts(db: Db, attempts: readonly SettledAttempt[]): Promise<void> {
  if (attempts.length === 0) return;
  await db.transaction(async (trx) => {
    for (const { delivery, outcome, at, retryAt } of attempts) {
      await trx(ATTEMPTS).insert({
        id: newId(),
        delivery_id: delivery.id,
        destination_id: delivery.destinationId,
        event_type: delivery.eventType,
        attempted_at: toDbTimestamp(at),
        status_code: outcome.statusCode,
        duration_ms: Math.round(outcome.durationMs),
        error: outcome.error?.slice(0, 500) ?? null,
        succeeded: outcome.succeeded,
      });
      const settled = outcome.succeeded
        ? { status: 'delivered', delivered_at: toDbTimestamp(at) }
        : retryAt
          ? { status: 'pending', due_at: toDbTimestamp(retryAt) }
          : { status: 'failed' };
      await trx(DELIVERIES)
        .where({ id: delivery.id })
        .update({ ...settled, attempts: delivery.attempts + 1, claim_token: null });
    }
  });
}

/** 'Erneut senden': the delivery is due again now (same webhook-id, signed afresh). */
export async function requeueDelivery(db: Db, id: string, at: Date): Promise<boolean> {
  const updated = await db(DELIVERIES)
    .where({ id })
    .whereNot('status', 'dropped')
    .update({ status: 'pending', due_at: toDbTimestamp(at), claim_token: null });
  return updated > 0;
}

/** The attempts log ('Zustellungen'), newest first. */
export async function listAttempts(db: Db, query: DeliveryListQuery): Promise<DeliveryAttempt[]> {
  const q = db(`${ATTEMPTS} as a`)
    .leftJoin(`${DESTINATIONS} as r`, 'r.id', 'a.destination_id')
    .select('a.*', 'r.url', 'r.email')
    .orderBy([
      { column: 'a.attempted_at', order: 'desc' },
      { column: 'a.id', order: 'desc' },
    ])
    .limit(query.limit);
  if (query.destination) q.where('a.destination_id', query.destination);
  if (query.event) q.where('a.event_type', query.event);
  if (query.outcome) q.where('a.succeeded', query.outcome === 'ok');
  const rows: {
    id: string;
    delivery_id: string;
    destination_id: string;
    event_type: string;
    attempted_at: unknown;
    status_code: number | null;
    duration_ms: number;
    error: string | null;
    succeeded: unknown;
    url: string | null;
    email: string | null;
  }[] = await q;
  return rows.map((row) => ({
    id: row.id,
    deliveryId: row.delivery_id,
    destinationId: row.destination_id,
    destination: row.url ?? row.email,
    event: row.event_type,
    attemptedAt: toIsoTimestamp(row.attempted_at),
    statusCode: row.status_code === null ? null : Number(row.status_code),
    durationMs: Number(row.duration_ms),
    error: row.error,
    succeeded: toBoolean(row.succeeded),
  }));
}

/** A destination removed: what it still had waiting is dropped. */
export async function dropPendingOfDestination(db: Db, destinationId: string): Promise<void> {
  await db(DELIVERIES)
    .where({ destination_id: destinationId, status: 'pending' })
    .update({ status: 'dropped' });
}

/** An erased lead: its id and kind (all a lead.erased event says). */
export interface ErasedLead {
  id: string;
  type: RoutedLeadType;
}

/**
 * Erasure's part in the outbox (inside the erasure's transaction): what is
 * still waiting for the leads is dropped, their events lose their data, and
 * every webhook that received one of them gets a `lead.erased` with the id
 * only, so the systems downstream can erase too. Returns how many were queued.
 */
export async function forgetErasedLeads(
  trx: Db,
  leads: readonly ErasedLead[],
  at: Date,
): Promise<number> {
  if (leads.length === 0) return 0;
  const ids = leads.map((lead) => lead.id);
  const eventsOf = () => trx(OUTBOX_EVENTS).whereIn('lead_id', ids).select('id');
  const receivers: { lead_id: string; lead_type: RoutedLeadType; destination_id: string }[] =
    await trx(`${DELIVERIES} as d`)
      .join(`${OUTBOX_EVENTS} as e`, 'e.id', 'd.event_id')
      .join(`${DESTINATIONS} as r`, 'r.id', 'd.destination_id')
      .whereIn('e.lead_id', ids)
      .where('d.status', 'delivered')
      .where('r.kind', 'webhook')
      .distinct('e.lead_id', 'e.lead_type', 'd.destination_id');
  await trx(DELIVERIES)
    .whereIn('event_id', eventsOf())
    .where('status', 'pending')
    .update({ status: 'dropped', claim_token: null });
  await trx(OUTBOX_EVENTS).whereIn('lead_id', ids).update({ data: null, routed: true });
  const erased = receivers.map((receiver) => ({
    ...leadEventRow(
      'lead.erased',
      receiver.lead_type,
      receiver.lead_id,
      { id: receiver.lead_id, type: receiver.lead_type },
      {},
      at,
    ),
    only_destination_id: receiver.destination_id,
  }));
  await insertOutboxEvents(trx, erased);
  return erased.length;
}

/** Payloads older than `before` are deleted (the log's rows stay, without personal data). */
export async function forgetOldPayloads(db: Db, before: Date): Promise<number> {
  return db(OUTBOX_EVENTS)
    .where('created_at', '<', toDbTimestamp(before))
    .whereNotNull('data')
    .update({ data: null });
}

/** 'Testereignis senden': a `ping` event and its one delivery, due now. */
export async function queuePing(db: Db, destinationId: string, at: Date): Promise<string> {
  const deliveryId = newId();
  await db.transaction(async (trx) => {
    const event: OutboxEventRow = {
      id: newId(),
      event_type: 'ping',
      lead_type: null,
      lead_id: null,
      country: null,
      language: null,
      product_slug: null,
      data: JSON.stringify({ message: 'ping' }),
      routed: true,
      only_destination_id: destinationId,
      created_at: toDbTimestamp(at),
    };
    await insertOutboxEvents(trx, [event]);
    await trx(DELIVERIES).insert({
      id: deliveryId,
      event_id: event.id,
      destination_id: destinationId,
      status: 'pending',
      attempts: 0,
      due_at: toDbTimestamp(at),
      created_at: toDbTimestamp(at),
    });
  });
  return deliveryId;
}

/** What the outbox has yet to do (the operators' metrics, metrics/outbox.ts). */
export interface OutboxBacklog {
  /** Events not yet fanned out to deliveries. */
  unroutedEvents: number;
  /** Deliveries still to make to enabled destinations (a disabled one's wait for it). */
  pendingDeliveries: number;
  /** Since when the oldest of them has been due (ISO), or null when nothing is. */
  oldestDueAt: string | null;
}

/** Two indexed aggregates: routed/created_at and status/due_at. */
export async function outboxBacklog(db: Db, now: Date): Promise<OutboxBacklog> {
  const due = toDbTimestamp(now);
  const events = (await db(OUTBOX_EVENTS)
    .where({ routed: false })
    .count({ n: '*' })
    .min({ oldest: 'created_at' })
    .first()) as { n: number | string; oldest: unknown };
  const deliveries = (await db(`${DELIVERIES} as d`)
    .join(`${DESTINATIONS} as r`, 'r.id', 'd.destination_id')
    .where('d.status', 'pending')
    .where('r.enabled', true)
    .count({ n: '*' })
    .select(db.raw('min(case when d.due_at <= ? then d.due_at end) as oldest', [due]))
    .first()) as { n: number | string; oldest: unknown };
  const oldest = [events.oldest, deliveries.oldest]
    .filter((value) => value !== null && value !== undefined)
    .map(toIsoTimestamp)
    .sort()[0];
  return {
    unroutedEvents: Number(events.n),
    pendingDeliveries: Number(deliveries.n),
    oldestDueAt: oldest ?? null,
  };
}
