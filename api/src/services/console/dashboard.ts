import {
  LEAD_TYPES,
  PAYMENT_LEAD_STATUSES,
  type DownloadsStats,
  type LeadsPerWeek,
  type LeadType,
  type PreRegistrationStats,
  type VisitsStats,
} from 'contracts';
import type { Db } from '../../db/connection';
import {
  downloadsPerCategory,
  downloadsPerEbook,
  paymentLeadsByStatusAndProvider,
  rowsPerWeek,
  visitorsPerDay,
  visitsPerDayAndCountry,
  type VisitsBucket,
} from '../../data/dashboard';
import { LEAD_TABLES } from '../../data/lead-tables';
import type { Clock } from './clock';

const DAY_MS = 86_400_000;
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The period's first day (UTC midnight) for "the last `days` days", today included. */
export function periodStart(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

/** Every day from `from` to `to` ('YYYY-MM-DD'), `step` days apart. */
export function daysBetween(from: Date, to: Date, step = 1): string[] {
  const days: string[] = [];
  for (let t = from.getTime(); t <= to.getTime(); t += step * DAY_MS)
    days.push(isoDay(new Date(t)));
  return days;
}

/** The Monday of the date's week (UTC). */
function mondayOf(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return new Date(midnight - ((date.getUTCDay() + 6) % 7) * DAY_MS);
}

/** Most first; ties in a fixed order, so both databases give the same list. */
const byCountThen =
  <T>(count: (item: T) => number, key: (item: T) => string) =>
  (a: T, b: T) =>
    count(b) - count(a) || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

export interface DashboardService {
  visits(days: number): Promise<VisitsStats>;
  downloads(days: number): Promise<DownloadsStats>;
  leadsPerWeek(days: number): Promise<LeadsPerWeek>;
  preRegistrations(days: number): Promise<PreRegistrationStats>;
}

/** A day's views by the visitor's country (any other or none: `unknown`). */
function visitsOn(day: string, buckets: readonly VisitsBucket[]) {
  const byCountry = { DE: 0, ES: 0, FR: 0, unknown: 0 };
  let views = 0;
  for (const bucket of buckets.filter((b) => b.day === day)) {
    const country =
      bucket.country === 'DE' || bucket.country === 'ES' || bucket.country === 'FR'
        ? bucket.country
        : 'unknown';
    byCountry[country] += bucket.views;
    views += bucket.views;
  }
  return { byCountry, views };
}

/** A status's pre-registrations, in all and per payment provider. */
function preRegistrationsIn(
  status: (typeof PAYMENT_LEAD_STATUSES)[number],
  rows: readonly { status: string; provider: string; count: number }[],
) {
  const sum = (provider?: string) =>
    rows
      .filter((r) => r.status === status && (provider === undefined || r.provider === provider))
      .reduce((n, r) => n + r.count, 0);
  return { status, total: sum(), mollie: sum('mollie'), adyen: sum('adyen') };
}

/**
 * The numbers of the dashboard. The database aggregates (dashboard.ts in
 * data/); here the buckets are laid out for charts: every day or week of the
 * period present, zeros included, in order.
 */
export function dashboardService(db: Db, clock: Clock): DashboardService {
  const period = (days: number) => {
    const now = clock();
    const from = periodStart(now, days);
    return { now, from, range: { from: isoDay(from), to: isoDay(now) } };
  };

  return {
    visits: async (days) => {
      const { now, from, range } = period(days);
      const [buckets, visitors] = await Promise.all([
        visitsPerDayAndCountry(db, from),
        visitorsPerDay(db, from),
      ]);
      return {
        ...range,
        days: daysBetween(from, now).map((day) => {
          const { views, byCountry } = visitsOn(day, buckets);
          return { day, views, visitors: visitors.get(day) ?? 0, byCountry };
        }),
      };
    },

    downloads: async (days) => {
      const { from, range } = period(days);
      const [byEbook, byCategory] = await Promise.all([
        downloadsPerEbook(db, from),
        downloadsPerCategory(db, from),
      ]);
      return {
        ...range,
        byEbook: byEbook.sort(
          byCountThen(
            (e) => e.downloads,
            (e) => e.ebookId ?? '',
          ),
        ),
        byCategory: byCategory.sort(
          byCountThen(
            (c) => c.downloads,
            (c) => c.category,
          ),
        ),
      };
    },

    leadsPerWeek: async (days) => {
      // Whole weeks: the period starts on the Monday of its first day.
      const { now, from: firstDay } = period(days);
      const from = mondayOf(firstDay);
      const range = { from: isoDay(from), to: isoDay(now) };
      // Every kind of lead the desk lists, each counted by its rows' creation.
      const perType = await Promise.all(
        LEAD_TYPES.map(
          async (type) => [type, await rowsPerWeek(db, LEAD_TABLES[type], from)] as const,
        ),
      );
      return {
        ...range,
        weeks: daysBetween(from, now, 7).map((week) => ({
          week,
          ...(Object.fromEntries(
            perType.map(([type, counts]) => [type, counts.get(week) ?? 0]),
          ) as Record<LeadType, number>),
        })),
      };
    },

    preRegistrations: async (days) => {
      const { from, range } = period(days);
      const rows = await paymentLeadsByStatusAndProvider(db, from);
      return {
        ...range,
        byStatus: PAYMENT_LEAD_STATUSES.map((status) => preRegistrationsIn(status, rows)),
      };
    },
  };
}
