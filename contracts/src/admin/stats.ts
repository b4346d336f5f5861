import { z } from 'zod';
import { LEAD_TYPES, PAYMENT_LEAD_STATUSES, type LeadType } from './leadsDesk';

/** The periods the dashboard offers, in days back from today (UTC). */
export const STATS_PERIODS = [7, 30, 90, 365] as const;

const DAYS_MESSAGE = 'days muss 7, 30, 90 oder 365 sein';

/** ?days=30: the period of every figure (default 30); the document lists the four. */
export const statsQuerySchema = z.object({
  days: z
    .enum(STATS_PERIODS.map(String) as [`${(typeof STATS_PERIODS)[number]}`], {
      error: DAYS_MESSAGE,
    })
    .default('30')
    .transform((value) => Number(value) as (typeof STATS_PERIODS)[number]),
});
export type StatsQuery = z.infer<typeof statsQuerySchema>;

const count = z.number().int();
const period = { from: z.string(), to: z.string() };

/**
 * 200 of GET /api/admin/stats/visits: page views and distinct visitors per
 * day (UTC), every day of the period (zeros included), split by the page's
 * country; `unknown` holds views recorded without one.
 */
export const visitsStatsSchema = z.object({
  ...period,
  days: z.array(
    z.object({
      day: z.string(),
      views: count,
      visitors: count,
      byCountry: z.object({ DE: count, ES: count, FR: count, unknown: count }),
    }),
  ),
});
export type VisitsStats = z.infer<typeof visitsStatsSchema>;

/** 200 of GET /api/admin/stats/downloads: downloads per e-book and per category, most first. */
export const downloadsStatsSchema = z.object({
  ...period,
  byEbook: z.array(
    z.object({
      ebookId: z.string().nullable(),
      title: z.string().nullable(),
      category: z.string().nullable(),
      downloads: count,
    }),
  ),
  byCategory: z.array(z.object({ category: z.string(), downloads: count })),
});
export type DownloadsStats = z.infer<typeof downloadsStatsSchema>;

/** Each kind of lead (the desk's LEAD_TYPES) with its count: no kind left out of a figure. */
const perLeadType = Object.fromEntries(LEAD_TYPES.map((type) => [type, count])) as Record<
  LeadType,
  typeof count
>;

/** 200 of GET /api/admin/stats/leads: leads per week (weeks start on Monday, UTC) and type. */
export const leadsPerWeekSchema = z.object({
  ...period,
  weeks: z.array(z.object({ week: z.string(), ...perLeadType })),
});
export type LeadsPerWeek = z.infer<typeof leadsPerWeekSchema>;

/** 200 of GET /api/admin/stats/pre-registrations: pre-registrations of the period by status. */
export const preRegistrationStatsSchema = z.object({
  ...period,
  byStatus: z.array(
    z.object({
      status: z.enum(PAYMENT_LEAD_STATUSES),
      total: count,
      mollie: count,
      adyen: count,
    }),
  ),
});
export type PreRegistrationStats = z.infer<typeof preRegistrationStatsSchema>;
