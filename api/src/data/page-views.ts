import type { DeviceType, PageViewInput, PageViewRecord } from 'contracts';
import type { Db } from '../db/connection';
import { appendOnlyTable } from './append-only-table';
import { answeredVisitorId, type CountedVisitor } from './counted-visitor';
import {
  newId,
  nullable,
  pageLocaleColumns,
  type PageLocaleColumns,
  toDbTimestamp,
  toIsoTimestamp,
} from './rows';
import { dayBucket, whereDayRange } from './sql-dates';

const TABLE = 'page_views';

interface PageViewRow extends PageLocaleColumns {
  id: string;
  visitor_id: string;
  url: string;
  device_type: DeviceType;
  user_agent: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  created_at: unknown;
}

export interface PageViewToStore {
  view: PageViewInput;
  visitor: CountedVisitor;
}

function toPageView(row: PageViewRow, { visitor }: PageViewToStore): PageViewRecord {
  return {
    id: row.id,
    visitorId: answeredVisitorId(visitor),
    url: row.url,
    deviceType: row.device_type,
    userAgent: nullable(row.user_agent),
    timestamp: toIsoTimestamp(row.created_at),
  };
}

const toRow = ({ view, visitor }: PageViewToStore): PageViewRow => ({
  id: visitor.dailyEventId ?? newId(),
  visitor_id: visitor.visitorId,
  url: view.url,
  device_type: view.deviceType,
  user_agent: view.userAgent ?? null,
  utm_source: view.campaign?.source ?? null,
  utm_medium: view.campaign?.medium ?? null,
  utm_campaign: view.campaign?.campaign ?? null,
  created_at: toDbTimestamp(),
  ...pageLocaleColumns(view),
});

/** A cookieless view's id is its day's event id: the same page again today is skipped. */
export const insertPageView = appendOnlyTable(TABLE, toRow, toPageView, {
  skipStoredIds: true,
}).insert;

/** What a cookieless view is counted once a day for: the path, and the campaign of the visit it belongs to. */
export const pageViewEvent = ({ url, campaign }: PageViewInput): string =>
  campaign?.source || campaign?.medium || campaign?.campaign
    ? `pageview ${url} ${campaign.source ?? ''}/${campaign.medium ?? ''}/${campaign.campaign ?? ''}`
    : `pageview ${url}`;

export interface CampaignVisits {
  day: string;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  /** Distinct visitors (consented ids or the day's cookieless keys) that day. */
  visits: number;
}

/**
 * Visits per campaign and day (issue 37): distinct visitors whose views
 * carried a campaign. A cookieless key lives one day, so a visitor counts
 * once per day and campaign, never across days: the daily-salt rule.
 */
export async function campaignVisitsPerDay(
  db: Db,
  range: { from?: string; to?: string },
): Promise<CampaignVisits[]> {
  const query = db(TABLE)
    .select(
      dayBucket(db, 'created_at', 'day'),
      'utm_source as source',
      'utm_medium as medium',
      'utm_campaign as campaign',
    )
    .countDistinct({ visits: 'visitor_id' })
    .where((where) =>
      where.whereNotNull('utm_source').orWhereNotNull('utm_medium').orWhereNotNull('utm_campaign'),
    )
    .groupBy('day', 'utm_source', 'utm_medium', 'utm_campaign')
    .orderBy([{ column: 'day' }, { column: 'visits', order: 'desc' }]);
  whereDayRange(query, 'created_at', range);
  const rows = (await query) as (Omit<CampaignVisits, 'visits'> & { visits: unknown })[];
  return rows.map((row) => ({ ...row, visits: Number(row.visits) }));
}
