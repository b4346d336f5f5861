import type { Knex } from 'knex';
import { trackedPath, type CampaignLeadKind } from 'contracts';
import type { Db } from '../db/connection';
import { touchColumn } from './attribution-columns';
import { whereDayRange } from './sql-dates';

/**
 * The campaign report's counts (issue 37), aggregated by the database: the
 * cookieless visit count (`page_views`, its utm_* of the visit) and the
 * leads by their last touch's utm_* (migration 0019). Views and leads
 * without any utm_* are no campaign's and left out.
 */

/** The lead table of each kind that carries attribution. */
const LEAD_TABLES: Record<CampaignLeadKind, string> = {
  email: 'email_captures',
  payment: 'payment_leads',
  contact: 'contact_requests',
  newsletter: 'newsletter_subscriptions',
};

export interface CampaignFilter {
  /** Days, both included ('YYYY-MM-DD', UTC). */
  range: { from: string; to: string };
  /** The page's country and language (views and leads store both). */
  country?: string;
  language?: string;
}

export interface CampaignKey {
  campaign: string | null;
  source: string | null;
  medium: string | null;
}

const count = (value: unknown) => Number(value ?? 0);

function whereFilter(query: Knex.QueryBuilder, filter: CampaignFilter): Knex.QueryBuilder {
  whereDayRange(query, 'created_at', filter.range);
  if (filter.country) query.where('country', filter.country);
  if (filter.language) query.where('language', filter.language);
  return query;
}

const UTM = { campaign: 'utm_campaign', source: 'utm_source', medium: 'utm_medium' } as const;
const LAST_UTM = {
  campaign: touchColumn('lastTouch', 'campaign'),
  source: touchColumn('lastTouch', 'source'),
  medium: touchColumn('lastTouch', 'medium'),
} as const;

/** Rows whose campaign, source or medium is set. */
const withSomeCampaign =
  (columns: Record<keyof CampaignKey, string>) => (where: Knex.QueryBuilder) =>
    where
      .whereNotNull(columns.campaign)
      .orWhereNotNull(columns.source)
      .orWhereNotNull(columns.medium);

const selectKey = (columns: Record<keyof CampaignKey, string>) =>
  Object.entries(columns).map(([key, column]) => `${column} as ${key}`);

/**
 * Distinct visitors per campaign, source and medium: a visitor id is a
 * consented visitor's cookie or the day's cookieless key, so a visitor
 * without consent counts once per day (the daily-salt rule), never across days.
 */
export async function visitsPerCampaign(
  db: Db,
  filter: CampaignFilter,
): Promise<(CampaignKey & { visits: number })[]> {
  const rows: (CampaignKey & { visits: unknown })[] = await whereFilter(
    db('page_views')
      .select(selectKey(UTM))
      .countDistinct({ visits: 'visitor_id' })
      .where(withSomeCampaign(UTM))
      .groupBy(Object.values(UTM)),
    filter,
  );
  return rows.map((row) => ({ ...row, visits: count(row.visits) }));
}

/** One kind's leads per last touch's campaign, source and medium. */
export async function leadsPerCampaign(
  db: Db,
  kind: CampaignLeadKind,
  filter: CampaignFilter,
): Promise<(CampaignKey & { leads: number })[]> {
  const rows: (CampaignKey & { leads: unknown })[] = await whereFilter(
    db(LEAD_TABLES[kind])
      .select(selectKey(LAST_UTM))
      .count({ leads: '*' })
      .where(withSomeCampaign(LAST_UTM))
      .groupBy(Object.values(LAST_UTM)),
    filter,
  );
  return rows.map((row) => ({ ...row, leads: count(row.leads) }));
}

/**
 * The pages that carry a lead form of these kinds: every path a lead of
 * them was ever sent from (`form_path`), as the visit count names pages
 * (without the locale prefix). A page whose form nobody has sent yet is not
 * known to carry one.
 */
async function leadFormPages(db: Db, kinds: readonly CampaignLeadKind[]): Promise<string[]> {
  const paths = await Promise.all(
    kinds.map(
      (kind) =>
        db(LEAD_TABLES[kind]).distinct('form_path').whereNotNull('form_path') as Promise<
          { form_path: string }[]
        >,
    ),
  );
  return [...new Set(paths.flat().map((row) => trackedPath(row.form_path)))];
}

/** Distinct visitors whose views carried the campaign; `onPages`: only views of these pages. */
async function campaignVisitors(
  db: Db,
  campaign: string,
  filter: CampaignFilter,
  onPages?: readonly string[],
): Promise<number> {
  if (onPages?.length === 0) return 0;
  const query = whereFilter(
    db('page_views').countDistinct({ n: 'visitor_id' }).where('utm_campaign', campaign),
    filter,
  );
  if (onPages) query.whereIn('url', onPages);
  const [row] = (await query) as { n: unknown }[];
  return count(row?.n);
}

/** Leads of these kinds whose last touch is the campaign. */
async function campaignLeads(
  db: Db,
  campaign: string,
  kinds: readonly CampaignLeadKind[],
  filter: CampaignFilter,
): Promise<number> {
  const counts = await Promise.all(
    kinds.map(async (kind) => {
      const query = db(LEAD_TABLES[kind]).count({ n: '*' }).where(LAST_UTM.campaign, campaign);
      const [row] = (await whereFilter(query, filter)) as { n: unknown }[];
      return count(row?.n);
    }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

/**
 * The funnel of one campaign (all its sources and media): landing = its
 * distinct visitors; form seen = those of them whose views with the campaign
 * include a page carrying a lead form of the kinds (leadFormPages); lead =
 * its leads by last touch. A lead whose last touch came from an earlier
 * visit (the consented cookie keeps it 90 days) may have no view in the
 * period, so a step can exceed the one before: the counts are told as they are.
 */
export async function campaignFunnelCounts(
  db: Db,
  campaign: string,
  kinds: readonly CampaignLeadKind[],
  filter: CampaignFilter,
): Promise<{ landing: number; formSeen: number; lead: number }> {
  const [landing, formSeen, lead] = await Promise.all([
    campaignVisitors(db, campaign, filter),
    leadFormPages(db, kinds).then((pages) => campaignVisitors(db, campaign, filter, pages)),
    campaignLeads(db, campaign, kinds, filter),
  ]);
  return { landing, formSeen, lead };
}
