import { z } from 'zod';
import { WEB_VITAL_METRICS, type WebVitalMetric } from '../webVitalsFields';
import { statsQuerySchema } from './stats';

/**
 * ?days=30&metric=LCP: the period (the dashboard's) and the metric of the
 * trend chart (default LCP).
 */
export const webVitalsStatsQuerySchema = statsQuerySchema.extend({
  metric: z
    .enum(WEB_VITAL_METRICS, { error: `metric muss ${WEB_VITAL_METRICS.join(', ')} sein` })
    .default('LCP'),
});
export type WebVitalsStatsQuery = z.infer<typeof webVitalsStatsQuerySchema>;

const count = z.number().int();

/**
 * A metric's p75 over a set of beacons, from the histograms: the upper bound
 * of the bucket where the cumulative count reaches 75 % (ms; CLS unitless);
 * `samples` the beacons that carried the metric.
 */
const percentileSchema = z.object({ p75: z.number(), samples: count });

const perMetric = Object.fromEntries(
  WEB_VITAL_METRICS.map((metric) => [metric, percentileSchema.nullable()]),
) as Record<WebVitalMetric, z.ZodNullable<typeof percentileSchema>>;

/**
 * 200 of GET /api/admin/stats/vitals: p75 of every metric per page id and
 * language for the period (most beacons first); the good / needs-improvement
 * / poor counts per metric; and the chosen metric's p75 per day (UTC, every
 * day of the period, null without beacons).
 */
export const webVitalsStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  metric: z.enum(WEB_VITAL_METRICS),
  pages: z.array(z.object({ pageId: z.string(), language: z.string(), ...perMetric })),
  ratings: z.array(
    z.object({
      metric: z.enum(WEB_VITAL_METRICS),
      good: count,
      needsImprovement: count,
      poor: count,
    }),
  ),
  trend: z.array(z.object({ day: z.string(), p75: z.number().nullable(), samples: count })),
});
export type WebVitalsStats = z.infer<typeof webVitalsStatsSchema>;
