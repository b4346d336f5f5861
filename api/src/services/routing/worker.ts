import type { Logger } from 'pino';
import type { Db } from '../../db/connection';
import {
  claimDueDeliveries,
  insertDeliveries,
  lockUnroutedEvents,
  recordAttempts,
  type ClaimedDelivery,
  type SettledAttempt,
} from '../../data/deliveries';
import { onOutboxSignal } from '../../data/outbox-events';
import {
  disableDestination,
  listDestinations,
  recordDestinationOutcome,
  type Destination,
} from '../../data/routing-destinations';
import type { Mailer } from '../../mail/mailer';
import type { Clock } from '../console/clock';
import { attemptDelivery } from './deliver';
import { destinationsFor } from './rules';
import { DISABLE_FAILING_AFTER_MS, nextAttemptAt, RETRY_SCHEDULE_MS } from './schedule';

export interface DeliveryWorkerOptions {
  mailer: Mailer;
  consoleOrigin: string;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: http:// and private/loopback addresses (development, tests). */
  allowPrivateNetworks: boolean;
  clock?: Clock;
  /** Waits after each failed attempt (default: the Svix schedule). */
  schedule?: readonly number[];
  /** How long a claim holds before another instance may take the delivery (default 60 s). */
  leaseMs?: number;
  /** Between looks for due retries and other instances' events (default 1 s). */
  pollMs?: number;
  /** One webhook request's limit (default 15 s). */
  timeoutMs?: number;
  disableFailingAfterMs?: number;
  /** Deliveries claimed (and sent concurrently) per round. */
  batchSize?: number;
}

export interface DeliveryWorker {
  /** Runs rounds until stopped: at once after a lead commits here, else every `pollMs`. */
  start(): void;
  /** Ends the loop after the round in flight (graceful shutdown). */
  stop(): Promise<void>;
  /** One round: fans out new events, then claims and sends what is due; how many were sent. */
  runOnce(): Promise<number>;
}

/** Sends one claimed delivery: its attempt, due again when it failed (the round records it). */
const sendWith =
  (options: DeliveryWorkerOptions, settings: WorkerSettings) =>
  async (delivery: ClaimedDelivery, destination: Destination): Promise<SettledAttempt> => {
    const outcome = await attemptDelivery(delivery, destination, {
      mailer: options.mailer,
      consoleOrigin: options.consoleOrigin,
      timeoutMs: settings.timeoutMs,
      allowPrivateNetworks: options.allowPrivateNetworks,
      now: settings.clock,
    });
    const at = settings.clock();
    const gone = outcome.statusCode === 410;
    const retryAt =
      outcome.succeeded || gone
        ? null
        : nextAttemptAt(settings.schedule, delivery.attempts + 1, at);
    return { delivery, outcome, at, retryAt };
  };

/** What an attempt says of its endpoint: failing since when, or switched off (410, 5 days failing). */
const judgeWith =
  (db: Db, logger: Logger, settings: WorkerSettings) =>
  async ({ delivery, outcome, at }: SettledAttempt, destination: Destination): Promise<void> => {
    await recordDestinationOutcome(db, destination.id, outcome.succeeded, at);
    const failingFor = destination.failingSince
      ? at.getTime() - Date.parse(destination.failingSince)
      : 0;
    if (outcome.statusCode === 410) await disableDestination(db, destination.id, 'gone', at);
    else if (!outcome.succeeded && failingFor >= settings.disableFailingAfterMs)
      await disableDestination(db, destination.id, 'failing', at);
    if (!outcome.succeeded)
      logger.warn(
        { delivery: delivery.id, destination: destination.id, error: outcome.error },
        'delivery failed',
      );
  };

interface WorkerSettings {
  clock: Clock;
  schedule: readonly number[];
  leaseMs: number;
  pollMs: number;
  timeoutMs: number;
  disableFailingAfterMs: number;
  batchSize: number;
}

export function deliveryWorker(
  db: Db,
  logger: Logger,
  options: DeliveryWorkerOptions,
): DeliveryWorker {
  const settings: WorkerSettings = {
    clock: options.clock ?? (() => new Date()),
    schedule: options.schedule ?? RETRY_SCHEDULE_MS,
    leaseMs: options.leaseMs ?? 60_000,
    pollMs: options.pollMs ?? 1_000,
    timeoutMs: options.timeoutMs ?? 15_000,
    disableFailingAfterMs: options.disableFailingAfterMs ?? DISABLE_FAILING_AFTER_MS,
    batchSize: options.batchSize ?? 50,
  };

  async function fanOut(destinations: readonly Destination[]): Promise<void> {
    await db.transaction(async (trx) => {
      const events = await lockUnroutedEvents(trx, 500);
      if (events.length === 0) return;
      const pairs = events.flatMap((event) =>
        destinationsFor(event, destinations).map((destination) => ({
          eventId: event.id,
          destinationId: destination.id,
        })),
      );
      await insertDeliveries(
        trx,
        pairs,
        events.map((event) => event.id),
        settings.clock(),
      );
    });
  }

  const send = sendWith(options, settings);
  const judge = judgeWith(db, logger, settings);

  async function runOnce(): Promise<number> {
    const destinations = await listDestinations(db);
    await fanOut(destinations);
    const claimed = await claimDueDeliveries(
      db,
      settings.clock(),
      settings.leaseMs,
      settings.batchSize,
    );
    const byId = new Map(destinations.map((destination) => [destination.id, destination]));
    const sent = await Promise.all(
      claimed.flatMap((delivery) => {
        const destination = byId.get(delivery.destinationId);
        return destination ? [send(delivery, destination)] : [];
      }),
    );
    await recordAttempts(db, sent);
    for (const attempt of sent) await judge(attempt, byId.get(attempt.delivery.destinationId)!);
    return claimed.length;
  }

  const loop = pollingLoop(runOnce, settings, logger);
  let unsubscribe: (() => void) | undefined;
  return {
    runOnce,
    start: () => {
      if (loop.running()) return;
      unsubscribe = onOutboxSignal(db, loop.wake);
      loop.run();
    },
    stop: async () => {
      unsubscribe?.();
      await loop.stop();
    },
  };
}

/**
 * Runs rounds until stopped: the next one at once after a full round or a
 * wake-up (a commit in this process), else after `pollMs`.
 */
function pollingLoop(
  runOnce: () => Promise<number>,
  { pollMs, batchSize }: { pollMs: number; batchSize: number },
  logger: Logger,
) {
  let running: Promise<void> | undefined;
  let stopped = false;
  let signalled = false;
  let interrupt: (() => void) | undefined;
  const nap = () =>
    new Promise<void>((resolve) => {
      if (signalled || stopped) return resolve();
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        interrupt = undefined;
        resolve();
      }
      interrupt = done;
    });
  async function loop(): Promise<void> {
    while (!stopped) {
      signalled = false;
      const sent = await runOnce().catch((err: unknown) => {
        logger.error({ err }, 'delivery round failed');
        return 0;
      });
      if (sent < batchSize) await nap();
    }
  }
  return {
    running: () => running !== undefined,
    run: () => {
      stopped = false;
      running = loop();
    },
    wake: () => {
      signalled = true;
      interrupt?.();
    },
    stop: async () => {
      stopped = true;
      interrupt?.();
      await running;
      running = undefined;
    },
  };
}
