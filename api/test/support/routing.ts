import { Webhook } from 'standardwebhooks';
import type { Db } from '../../src/db/connection';
import type { Mailer, MailMessage } from '../../src/mail/mailer';
import { createServices } from '../../src/services';
import { deliveryWorker, type DeliveryWorkerOptions } from '../../src/services/routing/worker';
import { quiet } from './test-db';
import type { ReceivedWebhook } from './webhook-receiver';

export const system = { kind: 'system' } as const;

/** A clock running with real time, moved ahead by hand (retries without waiting minutes). */
export function shiftedClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms: number) => (offsetMs += ms),
  };
}

/** A mailer that keeps what it was given. */
export function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message) };
}

/** The console's routing service of this database. */
export const routingOf = (db: Db, clock?: () => Date) =>
  createServices(db, clock ? { clock } : {}, quiet).admin.routing;

/** A worker for tests: private networks allowed (the receiver is on loopback), quick polls. */
export function testWorker(db: Db, options: Partial<DeliveryWorkerOptions> = {}) {
  return deliveryWorker(db, quiet, {
    mailer: capturingMailer(),
    consoleOrigin: 'https://www.hello-site.example',
    allowPrivateNetworks: true,
    pollMs: 50,
    ...options,
  });
}

/**
 * Verifies a received request with the specification's own library, on the
 * receiver's clock at `at` (the library reads Date.now: a moved test clock
 * must move it too). Returns the parsed body or throws.
 */
export function verified(secret: string, request: ReceivedWebhook, at = Date.now()) {
  const now = jest.spyOn(Date, 'now').mockReturnValue(at);
  try {
    return new Webhook(secret).verify(request.body, request.headers) as {
      type: string;
      timestamp: string;
      data: Record<string, unknown>;
    };
  } finally {
    now.mockRestore();
  }
}
