import { WEB_VITAL_METRICS, type WebVitalMetric } from 'contracts/web-vitals-fields';
import { statsPeriod } from '../dashboard/statsPaths';

/** The periods the page offers: the histograms are kept 90 days by default (RETENTION_WEB_VITALS_DAYS). */
export const VITALS_PERIODS = [7, 30, 90] as const;

/** The trend's metric in the page's URL (`?metric=INP`); anything else is LCP. */
export function trendMetric(search: URLSearchParams): WebVitalMetric {
  const metric = search.get('metric');
  return WEB_VITAL_METRICS.find((known) => known === metric) ?? 'LCP';
}

/** The API call of the page's URL: its period (the dashboard's) and the trend's metric. */
export const webVitalsPath = (search: URLSearchParams) =>
  `/api/admin/stats/vitals?days=${statsPeriod(search)}&metric=${trendMetric(search)}`;
