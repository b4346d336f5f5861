import type { Language } from 'contracts';
import type { ClaimedDelivery, AttemptOutcome } from '../../data/deliveries';
import type { Destination } from '../../data/routing-destinations';
import type { Mailer } from '../../mail/mailer';
import { consoleLeadLink, salesMail, salesMailLead } from '../../mail/sales-mails';
import { signedHeaders, signingSecrets } from './signing';
import { postWebhook } from './webhook-request';

export interface DeliverOptions {
  mailer: Mailer;
  /** The console's origin, for the link in sales mails. */
  consoleOrigin: string;
  timeoutMs: number;
  allowPrivateNetworks: boolean;
  now: () => Date;
}

const errorText = (err: unknown) =>
  err instanceof Error
    ? err.cause instanceof Error
      ? `${err.message}: ${err.cause.message}`
      : err.message
    : String(err);

/** The Standard Webhooks body: `{ type, timestamp, data }`; the id goes in `webhook-id`. */
export const webhookBody = (delivery: ClaimedDelivery): string =>
  JSON.stringify({
    type: delivery.eventType,
    timestamp: delivery.eventCreatedAt,
    data: delivery.data ?? {},
  });

/** The message's id: one per event, the same on every retry and every endpoint. */
export const webhookMessageId = (delivery: ClaimedDelivery) => `msg_${delivery.eventId}`;

async function sendWebhook(
  delivery: ClaimedDelivery,
  destination: Destination,
  options: DeliverOptions,
): Promise<number> {
  const body = webhookBody(delivery);
  // Signed at send time: a retry carries its own timestamp, so it passes the receiver's 5-minute window.
  const now = options.now();
  const headers = signedHeaders(
    webhookMessageId(delivery),
    body,
    signingSecrets(destination, now),
    now,
  );
  const answer = await postWebhook(destination.url ?? '', headers, body, options);
  return answer.statusCode;
}

async function sendSalesMail(
  delivery: ClaimedDelivery,
  destination: Destination,
  options: DeliverOptions,
): Promise<void> {
  if (!delivery.leadType || !destination.email) return;
  const language: Language = destination.language ?? 'de';
  const lead = salesMailLead(delivery.leadType, delivery.data, delivery);
  const link = consoleLeadLink(options.consoleOrigin, language, lead);
  await options.mailer.send(salesMail(destination.email, language, lead, link));
}

/** One attempt: the webhook's answer or the mail's hand-over, timed; never throws. */
export async function attemptDelivery(
  delivery: ClaimedDelivery,
  destination: Destination,
  options: DeliverOptions,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const took = () => performance.now() - started;
  try {
    if (destination.kind === 'email') {
      await sendSalesMail(delivery, destination, options);
      return { statusCode: null, durationMs: took(), error: null, succeeded: true };
    }
    const statusCode = await sendWebhook(delivery, destination, options);
    const succeeded = statusCode >= 200 && statusCode < 300;
    return {
      statusCode,
      durationMs: took(),
      error: succeeded ? null : `HTTP ${statusCode}`,
      succeeded,
    };
  } catch (err) {
    return { statusCode: null, durationMs: took(), error: errorText(err), succeeded: false };
  }
}
