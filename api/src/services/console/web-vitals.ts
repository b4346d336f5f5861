import {
  bucketValue,
  WEB_VITAL_METRICS,
  WEB_VITAL_THRESHOLDS,
  type WebVitalMetric,
  type WebVitalsStats,
  type WebVitalsStatsQuery,
} from 'contracts';
import type { Db } from '../../db/connection';
import { histogramsPerDay, histogramsPerPage, type BucketCount } from '../../data/web-vitals';
import type { Clock } from './clock';
import { daysBetween, isoDay, periodStart } from './dashboard';

type Bucket = Omit<BucketCount, 'metric'>;

/**
 * The 75th percentile of a histogram: the upper bound of the bucket where
 * the cumulative count reaches 75 % of all (in the metric's unit), or null
 * without samples. An upper bound, so never better than the truth.
 */
export function p75Of(
  metric: WebVitalMetric,
  buckets: readonly Bucket[],
): { p75: number; samples: number } | null {
  const samples = buckets.reduce((sum, { samples: n }) => sum + n, 0);
  if (samples === 0) return null;
  const sorted = [...buckets].sort((a, b) => a.bucket - b.bucket);
  let cumulative = 0;
  const reached = sorted.find(({ samples: n }) => (cumulative += n) >= 0.75 * samples)!;
  return { p75: bucketValue(metric, reached.bucket), samples };
}

/** Beacons whose value was good, needed improvement or poor: exact, every threshold being a bucket bound. */
function ratingsOf(metric: WebVitalMetric, buckets: readonly Bucket[]) {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  const counts = { metric, good: 0, needsImprovement: 0, poor: 0 };
  for (const { bucket, samples } of buckets) {
    const value = bucketValue(metric, bucket);
    if (value <= good) counts.good += samples;
    else if (value <= poor) counts.needsImprovement += samples;
    else counts.poor += samples;
  }
  return counts;
}

/** Groups rows by a key, keeping the first-seen order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

export interface WebVitalsStatsService {
  stats(query: WebVitalsStatsQuery): Promise<WebVitalsStats>;
}

/** The console's 'Web Vitals' (admin): the period's histograms read as p75s, ratings and a trend. */
export function webVitalsStatsService(db: Db, clock: Clock): WebVitalsStatsService {
  return {
    stats: async ({ days, metric }) => {
      const now = clock();
      const from = periodStart(now, days);
      const range = { from: isoDay(from), to: isoDay(now) };
      const [perPage, perDay] = await Promise.all([
        histogramsPerPage(db, range),
        histogramsPerDay(db, metric, range),
      ]);
      const pages = [...groupBy(perPage, (row) => `${row.pageId} ${row.language}`).values()].map(
        (rows) => ({
          pageId: rows[0]!.pageId,
          language: rows[0]!.language,
          ...(Object.fromEntries(
            WEB_VITAL_METRICS.map((name) => [
              name,
              p75Of(
                name,
                rows.filter((row) => row.metric === name),
              ),
            ]),
          ) as Record<WebVitalMetric, ReturnType<typeof p75Of>>),
        }),
      );
      const beacons = (page: (typeof pages)[number]) =>
        Math.max(...WEB_VITAL_METRICS.map((name) => page[name]?.samples ?? 0));
      const byDay = groupBy(perDay, (row) => row.day);
      return {
        ...range,
        metric,
        // Most beacons first; ties by page id and language, the same on both databases.
        pages: pages.sort(
          (a, b) =>
            beacons(b) - beacons(a) ||
            a.pageId.localeCompare(b.pageId) ||
            a.language.localeCompare(b.language),
        ),
        ratings: WEB_VITAL_METRICS.map((name) =>
          ratingsOf(
            name,
            perPage.filter((row) => row.metric === name),
          ),
        ),
        trend: daysBetween(from, now).map((day) => {
          const percentile = p75Of(metric, byDay.get(day) ?? []);
          return { day, p75: percentile?.p75 ?? null, samples: percentile?.samples ?? 0 };
        }),
      };
    },
  };
}
