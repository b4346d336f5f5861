/**
 * Real visitors' Web Vitals (issue 39 §3) without zod: what the shell's
 * beacon, the API's histograms and the console's page agree on. The
 * subpath `contracts/web-vitals-fields` keeps zod out of the shell's bundle.
 */

/** POST here: one beacon per page view, sent when the page is hidden or left. */
export const WEB_VITALS_BEACON_PATH = '/api/track/vitals';

/** The metrics web-vitals reports, in the order the console shows them. */
export const WEB_VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

/** `navigator.connection.effectiveType`, where the browser tells it. */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** A page's route id ('home', 'verifactu.hub', 'not-found'): never a URL, so no visitor input. */
export const PAGE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * Google's thresholds (web.dev/articles/vitals): a value up to `good` is
 * good, above `poor` is poor, between needs improvement. Milliseconds; CLS
 * unitless.
 */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/** The largest value a beacon may carry per metric (ten minutes; a CLS of 100): anything above is no measurement. */
export const WEB_VITAL_MAX: Record<WebVitalMetric, number> = {
  LCP: 600_000,
  INP: 600_000,
  CLS: 100,
  FCP: 600_000,
  TTFB: 600_000,
};

/** Stored bucket bounds are whole numbers: milliseconds, and CLS in hundredths. */
const BUCKET_UNITS: Record<WebVitalMetric, number> = { LCP: 1, INP: 1, CLS: 100, FCP: 1, TTFB: 1 };

const steps = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step);

/** 100 ms up to 4 s (LCP, FCP and TTFB thresholds are bounds), then coarser to ten minutes. */
const LOADING_BOUNDS = [
  ...steps(100, 4000, 100),
  ...steps(4500, 6000, 500),
  8000,
  10_000,
  15_000,
  20_000,
  30_000,
  60_000,
  600_000,
];

/**
 * Each metric's histogram: the upper bounds of its buckets, in stored units,
 * ascending, the last one the metric's maximum. A value falls into the first
 * bucket whose bound it does not exceed; every threshold is a bound, so the
 * good / needs-improvement / poor shares are exact.
 */
export const WEB_VITAL_BUCKETS: Record<WebVitalMetric, readonly number[]> = {
  LCP: LOADING_BOUNDS,
  FCP: LOADING_BOUNDS,
  TTFB: LOADING_BOUNDS,
  INP: [...steps(25, 1000, 25), ...steps(1200, 2000, 200), 3000, 5000, 10_000, 600_000],
  // Hundredths: 0.01 steps up to 0.5, then coarser to 100.
  CLS: [...steps(1, 50, 1), ...steps(60, 100, 10), 150, 200, 500, 10_000],
};

/** The bucket (its stored upper bound) a measured value falls into. */
export function webVitalBucket(metric: WebVitalMetric, value: number): number {
  const bounds = WEB_VITAL_BUCKETS[metric];
  // Rounded to a thousandth: 0.07 * 100 is 7.000000000000001 in floating point, yet bucket 7.
  const scaled = Math.round(value * BUCKET_UNITS[metric] * 1000) / 1000;
  return bounds.find((bound) => scaled <= bound) ?? bounds[bounds.length - 1]!;
}

/** A stored bucket bound in the metric's own unit (ms; CLS unitless). */
export const bucketValue = (metric: WebVitalMetric, bucket: number): number =>
  bucket / BUCKET_UNITS[metric];

export type WebVitalRating = 'good' | 'needsImprovement' | 'poor';

/** Good, needs improvement or poor, by the metric's thresholds. */
export function webVitalRating(metric: WebVitalMetric, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needsImprovement' : 'poor';
}
