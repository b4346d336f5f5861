import { CAMPAIGN_LEAD_KINDS, STATS_PERIODS } from 'contracts/admin';
import { COUNTRIES, LANGUAGES } from 'contracts/locale-codes';
import { urlFilters, withQuery } from '../frame/urlFilters';

/**
 * The report's filters as they stand in the page's URL (a reload or a
 * bookmark keeps them) and, the same names, in the API's query: the report,
 * the chart and the CSV export read exactly the filter on screen.
 */
const FILTER_FIELDS = ['days', 'from', 'to', 'country', 'language', 'kind'] as const;

/** The choices of each select filter (empty: all). */
export const FILTER_CHOICES = {
  days: STATS_PERIODS,
  country: COUNTRIES,
  language: LANGUAGES,
  kind: CAMPAIGN_LEAD_KINDS,
} as const;

/** The URL's parameter naming the campaign whose funnel is shown. */
export const FUNNEL_PARAM = 'campaign';

const REPORT_PATH = '/api/admin/stats/campaigns';

/** The filters set in the URL, without empty fields (an empty field means all). */
export const campaignFilters = (search: URLSearchParams): URLSearchParams =>
  urlFilters(FILTER_FIELDS, search);

/** The API path of the report the URL shows: its filters and the chosen funnel. */
export function campaignReportPath(search: URLSearchParams): string {
  const query = campaignFilters(search);
  const campaign = search.get(FUNNEL_PARAM)?.trim();
  if (campaign) query.set(FUNNEL_PARAM, campaign);
  return withQuery(REPORT_PATH, query);
}

/** The CSV of the report's rows under the current filter. */
export const campaignExportPath = (search: URLSearchParams) =>
  withQuery(`${REPORT_PATH}/export.csv`, campaignFilters(search));

/** The page's link showing a campaign's funnel under the current filter. */
export function funnelLink(search: URLSearchParams, campaign: string): string {
  const query = campaignFilters(search);
  query.set(FUNNEL_PARAM, campaign);
  return `?${query}#funnel`;
}
