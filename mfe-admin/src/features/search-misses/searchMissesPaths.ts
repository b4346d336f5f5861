import { statsPeriod } from '../dashboard/statsPaths';

/** The periods the page offers: the counts are kept 90 days (RETENTION_SEARCH_MISSES_DAYS). */
export const SEARCH_MISSES_PERIODS = [7, 30, 90] as const;

/** The API call of the page's URL: its period (the dashboard's `?days=`). */
export const searchMissesPath = (search: URLSearchParams) =>
  `/api/admin/stats/search-misses?days=${statsPeriod(search)}`;
