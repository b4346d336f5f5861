import type { Db } from '../db/connection';
import { outboxBacklog, type OutboxBacklog } from '../data/deliveries';
import { replaceGauge } from './replace-gauge';

/**
 * The outbox's backlog (issue 23's delivery worker), read from the database
 * at scrape time: both gauges share one read per scrape. A failed read shows
 * no backlog series and an unknown age (NaN), never a reassuring 0.
 */
export function observeOutbox(db: Db, now: () => Date = () => new Date()): void {
  let reading: Promise<OutboxBacklog | undefined> | undefined;
  const read = () =>
    (reading ??= outboxBacklog(db, now())
      .catch(() => undefined)
      .finally(() => {
        reading = undefined;
      }));

  replaceGauge({
    name: 'outbox_backlog',
    help: 'Outbox work not done yet: events not fanned out (stage=event), deliveries to enabled destinations not made (stage=delivery).',
    labelNames: ['stage'] as const,
    async collect() {
      const backlog = await read();
      this.reset();
      if (!backlog) return;
      this.set({ stage: 'event' }, backlog.unroutedEvents);
      this.set({ stage: 'delivery' }, backlog.pendingDeliveries);
    },
  });
  replaceGauge({
    name: 'outbox_oldest_due_age_seconds',
    help: 'Seconds the oldest due outbox work (an event not fanned out, a due delivery) has waited; 0 when none.',
    async collect() {
      const backlog = await read();
      if (!backlog) return this.set(NaN);
      const { oldestDueAt } = backlog;
      this.set(oldestDueAt ? Math.max(0, (now().getTime() - Date.parse(oldestDueAt)) / 1000) : 0);
    },
  });
}
