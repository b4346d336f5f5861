import type { NewsletterState } from 'contracts';
import type { Db } from '../db/connection';
import { ATTRIBUTION_COLUMNS, type AttributionColumns } from './attribution-columns';
import { insertOutboxEvents, leadCreatedEvent } from './outbox-events';
import { newId, toDbTimestamp, toOptionalIsoTimestamp } from './rows';

const TABLE = 'newsletter_subscriptions';

/** A subscription as the newsletter service reads it. */
export interface Subscription {
  id: string;
  email: string;
  state: NewsletterState;
  country: string | null;
  language: string | null;
  emailCaptureId: string | null;
  confirmTokenExpiresAt: string | null;
  confirmTokenUsedAt: string | null;
  confirmationSentAt: string | null;
  confirmedAt: string | null;
}

interface SubscriptionRow {
  id: string;
  email: string;
  status: NewsletterState;
  country: string | null;
  language: string | null;
  email_capture_id: string | null;
  confirm_token_expires_at: unknown;
  confirm_token_used_at: unknown;
  confirmation_sent_at: unknown;
  confirmed_at: unknown;
}

const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  email: row.email,
  state: row.status,
  country: row.country,
  language: row.language,
  emailCaptureId: row.email_capture_id,
  confirmTokenExpiresAt: toOptionalIsoTimestamp(row.confirm_token_expires_at),
  confirmTokenUsedAt: toOptionalIsoTimestamp(row.confirm_token_used_at),
  confirmationSentAt: toOptionalIsoTimestamp(row.confirmation_sent_at),
  confirmedAt: toOptionalIsoTimestamp(row.confirmed_at),
});

const COLUMNS = [
  'id',
  'email',
  'status',
  'country',
  'language',
  'email_capture_id',
  'confirm_token_expires_at',
  'confirm_token_used_at',
  'confirmation_sent_at',
  'confirmed_at',
];

async function findWhere(db: Db, where: Record<string, string>): Promise<Subscription | undefined> {
  const row = (await db(TABLE).where(where).first(COLUMNS).forUpdate()) as
    SubscriptionRow | undefined;
  return row ? toSubscription(row) : undefined;
}

/** The address's subscription, locked for the rest of the transaction (MySQL). */
export const findSubscriptionByEmail = (trx: Db, email: string) => findWhere(trx, { email });

/** The subscription a confirmation token's hash belongs to, locked likewise. */
export const findSubscriptionByTokenHash = (trx: Db, tokenHash: string) =>
  findWhere(trx, { confirm_token_hash: tokenHash });

export const findSubscriptionById = (trx: Db, id: string) => findWhere(trx, { id });

/**
 * Makes sure the address has a row (a new one: pending, nothing sent yet,
 * with the attribution of the sign-up that created it); concurrent askers share it.
 */
export async function ensureSubscription(
  trx: Db,
  email: string,
  at: Date,
  attribution: AttributionColumns,
): Promise<void> {
  await trx(TABLE)
    .insert({
      id: newId(),
      email,
      status: 'pending',
      created_at: toDbTimestamp(at),
      ...attribution,
    })
    .onConflict('email')
    .ignore();
}

export interface ConfirmationRequest {
  tokenHash: string;
  expiresAt: Date;
  at: Date;
  country: string | null;
  language: string | null;
  emailCaptureId: string | null;
}

/**
 * The address asked (again): pending with a new confirmation token (an older
 * link no longer confirms), the page's language for the mails, the capture it
 * asked on. An earlier confirmation or unsubscription is history now.
 */
export async function renewConfirmation(
  trx: Db,
  id: string,
  request: ConfirmationRequest,
): Promise<void> {
  await trx(TABLE)
    .where({ id })
    .update({
      status: 'pending',
      country: request.country,
      language: request.language,
      email_capture_id: request.emailCaptureId,
      confirm_token_hash: request.tokenHash,
      confirm_token_expires_at: toDbTimestamp(request.expiresAt),
      confirm_token_used_at: null,
      confirmation_sent_at: toDbTimestamp(request.at),
      confirmed_at: null,
      unsubscribed_at: null,
    });
}

/**
 * The address confirmed: when is recorded (the proof of consent), the token
 * is spent, the capture it asked on counts as opted in, and sales hears of a
 * new newsletter lead (its `lead.created` event, in this transaction). A
 * pending address is not a lead yet: nobody may write to it before it
 * confirms. The caller signals the outbox after the commit.
 */
export async function markConfirmed(trx: Db, subscription: Subscription, at: Date): Promise<void> {
  await trx(TABLE)
    .where({ id: subscription.id })
    .update({
      status: 'confirmed',
      confirmed_at: toDbTimestamp(at),
      confirm_token_used_at: toDbTimestamp(at),
    });
  if (subscription.emailCaptureId)
    await trx('email_captures')
      .where({ id: subscription.emailCaptureId })
      .update({ newsletter_opt_in: true });
  await insertOutboxEvents(trx, [await confirmedLeadEvent(trx, subscription, at)]);
}

/** The confirmed subscription as a lead: what the desk lists, with the sign-up's attribution. */
async function confirmedLeadEvent(trx: Db, subscription: Subscription, at: Date) {
  const attribution = (await trx(TABLE)
    .where({ id: subscription.id })
    .first(ATTRIBUTION_COLUMNS)) as AttributionColumns;
  const row = {
    ...attribution,
    id: subscription.id,
    country: subscription.country,
    language: subscription.language,
  };
  const record = {
    id: subscription.id,
    email: subscription.email,
    state: 'confirmed',
    country: subscription.country,
    language: subscription.language,
    confirmedAt: at.toISOString(),
  };
  return leadCreatedEvent('newsletter', row, record);
}

/**
 * The address left: no more mail, an unused confirmation link stops working,
 * and its e-mail captures are no longer kept for the newsletter (retention
 * treats them like any other capture again).
 */
export async function markUnsubscribed(
  trx: Db,
  subscription: Subscription,
  at: Date,
): Promise<void> {
  await trx(TABLE)
    .where({ id: subscription.id })
    .update({
      status: 'unsubscribed',
      unsubscribed_at: toDbTimestamp(at),
      confirm_token_hash: null,
      confirm_token_expires_at: null,
    });
  await trx('email_captures')
    .where({ email: subscription.email })
    .update({ newsletter_opt_in: false });
}
