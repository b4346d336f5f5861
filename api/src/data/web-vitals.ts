import {
  WEB_VITAL_METRICS,
  webVitalBucket,
  type WebVitalMetric,
  type WebVitalsBeacon,
} from 'contracts';
import type { Db } from '../db/connection';
import { transactionRetryingDeadlocks } from './deadlock-retry';

const TABLE = 'web_vitals';
const KEY = ['day', 'page_id', 'language', 'device_type', 'metric', 'bucket'];

/** One bucket's count of a histogram, summed over what the query groups away. */
export interface BucketCount {
  metric: WebVitalMetric;
  bucket: number;
  samples: number;
}

/**
 * Adds a beacon to the day's histograms: one to the bucket of each metric it
 * carries, in one statement (insert, or add one on conflict), so concurrent
 * beacons all count on SQLite and MariaDB. Rows in a fixed order (the
 * metrics'), which keeps two beacons of the same page from locking in
 * opposite orders; a deadlock still possible on InnoDB is retried.
 */
export async function addWebVitalsBeacon(
  db: Db,
  beacon: WebVitalsBeacon,
  day: string,
): Promise<void> {
  const rows = WEB_VITAL_METRICS.flatMap((metric) => {
    const value = beacon.metrics[metric];
    if (value === undefined) return [];
    return [
      {
        day,
        page_id: beacon.pageId,
        language: beacon.language,
        device_type: beacon.deviceType,
        metric,
        bucket: webVitalBucket(metric, value),
        samples: 1,
      },
    ];
  });
  await transactionRetryingDeadlocks(db, async (trx) => {
    await trx(TABLE)
      .insert(rows)
      .onConflict(KEY)
      .merge({ samples: trx.raw('??.?? + 1', [TABLE, 'samples']) });
  });
}

/** Sums come back as text or numbers depending on the driver. */
const toCount = <T extends { samples: unknown; bucket: unknown }>(row: T) => ({
  ...row,
  bucket: Number(row.bucket),
  samples: Number(row.samples),
});

type Summed<T> = (T & { samples: unknown; bucket: unknown })[];

/** Each page id and language's histograms over the days `from`..`to` ('YYYY-MM-DD', both included). */
export async function histogramsPerPage(
  db: Db,
  range: { from: string; to: string },
): Promise<(BucketCount & { pageId: string; language: string })[]> {
  const rows = (await db(TABLE)
    .select('page_id as pageId', 'language', 'metric', 'bucket')
    .sum({ samples: 'samples' })
    .whereBetween('day', [range.from, range.to])
    .groupBy('page_id', 'language', 'metric', 'bucket')) as Summed<{
    pageId: string;
    language: string;
    metric: WebVitalMetric;
  }>;
  return rows.map(toCount);
}

/** One metric's histogram per day over the days `from`..`to`, every page together. */
export async function histogramsPerDay(
  db: Db,
  metric: WebVitalMetric,
  range: { from: string; to: string },
): Promise<(Omit<BucketCount, 'metric'> & { day: string })[]> {
  const rows = (await db(TABLE)
    .select('day', 'bucket')
    .sum({ samples: 'samples' })
    .where({ metric })
    .whereBetween('day', [range.from, range.to])
    .groupBy('day', 'bucket')) as Summed<{ day: string }>;
  return rows.map(toCount);
}

/** Retention: the days before `day` ('YYYY-MM-DD') go; returns the rows deleted. */
export async function deleteWebVitalsBefore(db: Db, day: string): Promise<number> {
  return db(TABLE).where('day', '<', day).delete();
}
