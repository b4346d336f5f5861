import { createHash, randomBytes } from 'node:crypto';
import {
  NEWSLETTER_CONFIRMATION_HOURS,
  validationMessages,
  type AttributionInput,
  type NewsletterConfirmed,
  type NewsletterUnsubscribed,
} from 'contracts';
import type { Logger } from 'pino';
import type { Db } from '../db/connection';
import { attributionColumns } from '../data/attribution-columns';
import { signalOutbox } from '../data/outbox-events';
import {
  ensureSubscription,
  findSubscriptionByEmail,
  findSubscriptionById,
  findSubscriptionByTokenHash,
  markConfirmed,
  markUnsubscribed,
  renewConfirmation,
} from '../data/newsletter-subscriptions';
import { ConflictError, GoneError, NotFoundError } from '../errors';
import type { Mailer } from '../mail/mailer';
import { confirmationMail } from '../mail/newsletter-mails';
import { countCreatedLead } from '../metrics/leads';
import type { Clock } from './console/clock';
import type { ServerKeys } from './console/server-keys';

/** Asking again within this time sends no second mail (the first one's link still works). */
export const RESEND_AFTER_MS = 10 * 60_000;

const HOUR_MS = 60 * 60_000;

/** The confirmation link's token is kept only as this hash: the mail holds the only copy. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewsletterOptions {
  mailer: Mailer;
  /** The site's canonical origin (PUBLIC_ORIGIN's first): the mails' links lead there. */
  linkOrigin: string;
}

export interface NewsletterRequest {
  email: string;
  country?: string;
  language?: string;
  /** The e-book download's capture it was asked on. */
  emailCaptureId: string;
  /** What brought the sign-up (the capture's): kept by a new subscription. */
  attribution?: AttributionInput;
}

export interface NewsletterService {
  /** Is the address a confirmed subscriber already (then a new capture counts as opted in)? */
  isConfirmed(email: string): Promise<boolean>;
  /**
   * Double opt-in, step one: the address is pending with a new token, valid
   * 48 hours, and gets the confirmation mail. A confirmed address gets
   * nothing; asking again within minutes sends no second mail. A mail that
   * cannot be sent is logged: the visitor's download goes on.
   */
  request(input: NewsletterRequest): Promise<void>;
  /** Step two: the link's token confirms; recorded when. Unknown 404, spent 409, expired 410. */
  confirm(token: string): Promise<NewsletterConfirmed>;
  /** Any newsletter mail's link: the address leaves (again: still fine). Unknown 404. */
  unsubscribe(token: string): Promise<NewsletterUnsubscribed>;
}

interface MailRecipient {
  id: string;
  email: string;
  country: string | null;
  language: string | null;
}

/**
 * Double opt-in, step one, in the request's transaction: the address is
 * pending with the new token's hash and a fresh deadline, and is answered
 * as the confirmation mail's recipient. Nothing (no mail) for a confirmed
 * address, or when a still valid link went out within RESEND_AFTER_MS.
 */
async function renewIfDue(
  trx: Db,
  { email, country, language, emailCaptureId, attribution }: NewsletterRequest,
  now: Date,
  token: string,
): Promise<MailRecipient | undefined> {
  await ensureSubscription(trx, email, now, attributionColumns({ attribution }));
  const subscription = await findSubscriptionByEmail(trx, email);
  if (!subscription || subscription.state === 'confirmed') return undefined;
  const lastSent = subscription.confirmationSentAt
    ? Date.parse(subscription.confirmationSentAt)
    : undefined;
  const stillValid =
    subscription.state === 'pending' &&
    subscription.confirmTokenExpiresAt !== null &&
    Date.parse(subscription.confirmTokenExpiresAt) > now.getTime();
  if (stillValid && lastSent !== undefined && now.getTime() - lastSent < RESEND_AFTER_MS)
    return undefined;
  await renewConfirmation(trx, subscription.id, {
    tokenHash: tokenHash(token),
    expiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRMATION_HOURS * HOUR_MS),
    at: now,
    country: country ?? null,
    language: language ?? null,
    emailCaptureId,
  });
  return { id: subscription.id, email, country: country ?? null, language: language ?? null };
}

export function newsletterService(
  db: Db,
  clock: Clock,
  keys: () => Promise<ServerKeys>,
  logger: Logger,
  { mailer, linkOrigin }: NewsletterOptions,
): NewsletterService {
  async function sendConfirmation(subscription: MailRecipient, confirmToken: string) {
    try {
      const mail = confirmationMail({
        to: subscription.email,
        origin: linkOrigin,
        language: subscription.language,
        country: subscription.country,
        confirmToken,
        unsubscribeToken: (await keys()).unsubscribeToken(subscription.id),
      });
      await mailer.send(mail);
    } catch (err) {
      // Never the address in the log: the subscription's id finds it.
      logger.error({ err, subscription: subscription.id }, 'newsletter: confirmation mail failed');
    }
  }

  return {
    isConfirmed: async (email) => (await findSubscriptionByEmail(db, email))?.state === 'confirmed',

    request: async (input) => {
      const now = clock();
      const token = randomBytes(32).toString('base64url');
      const toMail = await db.transaction((trx) => renewIfDue(trx, input, now, token));
      if (toMail) await sendConfirmation(toMail, token);
    },

    confirm: async (token) => {
      const confirmed = await db.transaction(async (trx) => {
        const now = clock();
        const subscription = await findSubscriptionByTokenHash(trx, tokenHash(token));
        if (!subscription) throw new NotFoundError(validationMessages.newsletterLinkInvalid);
        if (subscription.confirmTokenUsedAt)
          throw new ConflictError(validationMessages.newsletterLinkUsed);
        const expiresAt = Date.parse(subscription.confirmTokenExpiresAt ?? '');
        if (!(expiresAt > now.getTime()))
          throw new GoneError(validationMessages.newsletterLinkExpired);
        await markConfirmed(trx, subscription, now);
        return { state: 'confirmed' as const, confirmedAt: now.toISOString() };
      });
      // Its lead.created event is committed: the worker delivers it now.
      signalOutbox(db);
      countCreatedLead('newsletter');
      return confirmed;
    },

    unsubscribe: async (token) => {
      const id = (await keys()).unsubscribeTokenId(token);
      return db.transaction(async (trx) => {
        const subscription = id ? await findSubscriptionById(trx, id) : undefined;
        if (!subscription) throw new NotFoundError(validationMessages.newsletterLinkInvalid);
        if (subscription.state !== 'unsubscribed')
          await markUnsubscribed(trx, subscription, clock());
        return { state: 'unsubscribed' as const };
      });
    },
  };
}
