import { STATS_PERIODS } from 'contracts/admin';

export type StatsPeriod = (typeof STATS_PERIODS)[number];
export { STATS_PERIODS };

/** The period in the page's URL (`?days=90`); anything else is the default 30 days. */
export function statsPeriod(search: URLSearchParams): StatsPeriod {
  const days = Number(search.get('days'));
  return (STATS_PERIODS as readonly number[]).includes(days) ? (days as StatsPeriod) : 30;
}

/** The dashboard's four aggregate calls for a period. */
export const statsPaths = (days: StatsPeriod) => ({
  visits: `/api/admin/stats/visits?days=${days}`,
  downloads: `/api/admin/stats/downloads?days=${days}`,
  leads: `/api/admin/stats/leads?days=${days}`,
  preRegistrations: `/api/admin/stats/pre-registrations?days=${days}`,
});
