import type { Logger } from 'pino';
import type { Db } from '../../db/connection';
import { forgetOldPayloads } from '../../data/deliveries';
import { deleteExpiredLeads, type RetentionCounts } from '../../data/retention';
import { deleteStaleThrottle } from '../../data/sign-in-throttle';
import { deleteExpiredSessions } from '../../data/staff-sessions';
import { deleteWebVitalsBefore } from '../../data/web-vitals';
import { deleteSearchMissesBefore } from '../../data/search-misses';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';
import { isoDay, periodStart } from './dashboard';

/** Months each kind of lead is kept (RETENTION_* in the environment). */
export interface RetentionPolicy {
  /** E-mail captures without newsletter opt-in (default 12). */
  emailCapturesMonths: number;
  /** Payment pre-registrations (default 24). */
  paymentLeadsMonths: number;
  /** Feedback (default 36). */
  feedbackMonths: number;
  /** Contact requests ('Beratung anfragen'; default 24, like pre-registrations). */
  contactRequestsMonths: number;
  /** Newsletter requests never confirmed (default 1: the link was valid 48 hours). */
  newsletterPendingMonths: number;
  /**
   * Unsubscribed addresses: kept as proof of the consent and its withdrawal
   * for the mails sent meanwhile (default 36, the regular limitation period);
   * confirmed subscriptions stay until unsubscribed or erased.
   */
  newsletterUnsubscribedMonths: number;
  /** Days a routed event's payload (the lead in the deliveries log) is kept (default 30). */
  deliveryPayloadDays: number;
  /** Days the Web Vitals histograms are kept, counted in UTC days (default 90: the console's longest useful period). */
  webVitalsDays: number;
  /** Days the counts of searches without results are kept, in UTC days (default 90). */
  searchMissesDays: number;
}

export const defaultRetentionPolicy: RetentionPolicy = {
  emailCapturesMonths: 12,
  paymentLeadsMonths: 24,
  feedbackMonths: 36,
  contactRequestsMonths: 24,
  newsletterPendingMonths: 1,
  newsletterUnsubscribedMonths: 36,
  deliveryPayloadDays: 30,
  webVitalsDays: 90,
  searchMissesDays: 90,
};

/** The same instant `months` calendar months earlier (UTC), the day clamped to the month's end. */
export function monthsBefore(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export interface RetentionResult extends RetentionCounts {
  expiredSessions: number;
  forgivenThrottleKeys: number;
  /** Routed events whose payload was deleted (the attempts log stays). */
  deliveryPayloads: number;
  /** Web Vitals histogram rows of days past their period. */
  webVitalsRows: number;
  /** Counts of searches without results of days past their period. */
  searchMissRows: number;
}

export interface RetentionService {
  /** Deletes what is past its period, logs and audits how many rows went. */
  apply(actor: Actor): Promise<RetentionResult>;
}

export function retentionService(
  db: Db,
  clock: Clock,
  audit: AuditService,
  logger: Logger,
  policy: RetentionPolicy,
  forgetThrottleAfterMs: number,
): RetentionService {
  return {
    apply: async (actor) => {
      const now = clock();
      const leads = await deleteExpiredLeads(db, {
        emailCaptures: monthsBefore(now, policy.emailCapturesMonths),
        paymentLeads: monthsBefore(now, policy.paymentLeadsMonths),
        feedback: monthsBefore(now, policy.feedbackMonths),
        contactRequests: monthsBefore(now, policy.contactRequestsMonths),
        newsletterPending: monthsBefore(now, policy.newsletterPendingMonths),
        newsletterUnsubscribed: monthsBefore(now, policy.newsletterUnsubscribedMonths),
      });
      const result: RetentionResult = {
        ...leads,
        expiredSessions: await deleteExpiredSessions(db, now),
        forgivenThrottleKeys: await deleteStaleThrottle(
          db,
          new Date(now.getTime() - forgetThrottleAfterMs),
        ),
        deliveryPayloads: await forgetOldPayloads(
          db,
          new Date(now.getTime() - policy.deliveryPayloadDays * 24 * 3_600_000),
        ),
        // Today and the `webVitalsDays - 1` days before it stay.
        webVitalsRows: await deleteWebVitalsBefore(
          db,
          isoDay(periodStart(now, policy.webVitalsDays)),
        ),
        searchMissRows: await deleteSearchMissesBefore(
          db,
          isoDay(periodStart(now, policy.searchMissesDays)),
        ),
      };
      logger.info({ retention: result, policy }, 'retention: removed rows past their period');
      await audit.record(actor, { action: 'retention_applied', after: { ...result, policy } });
      return result;
    },
  };
}
