import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { Destination } from '../../data/routing-destinations';

/** A signing secret as the Standard Webhooks specification writes it: `whsec_` + base64 of 32 random bytes. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** How long the previous secret signs beside a renewed one. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60_000;

/** The secrets that sign now: the current one, and the previous one during its overlap. */
export function signingSecrets(destination: Destination, now: Date): string[] {
  const secrets = destination.secret ? [destination.secret] : [];
  const until = destination.previousSecretUntil ? Date.parse(destination.previousSecretUntil) : 0;
  if (destination.previousSecret && until > now.getTime()) secrets.push(destination.previousSecret);
  return secrets;
}

/**
 * The three headers of one attempt: the message's id (the same on every
 * retry), this attempt's time, and a `v1,<base64>` signature per secret,
 * space-separated, computed by the specification's own library.
 */
export function signedHeaders(
  messageId: string,
  body: string,
  secrets: readonly string[],
  now: Date,
): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': secrets
      .map((secret) => new Webhook(secret).sign(messageId, now, body))
      .join(' '),
  };
}
