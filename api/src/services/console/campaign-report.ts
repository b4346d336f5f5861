import {
  CAMPAIGN_LEAD_KINDS,
  FUNNEL_STEPS,
  shareOf,
  type CampaignExportQuery,
  type CampaignFunnel,
  type CampaignLeadKind,
  type CampaignReport,
  type CampaignReportQuery,
  type CampaignRow,
} from 'contracts';
import type { Db } from '../../db/connection';
import {
  campaignFunnelCounts,
  leadsPerCampaign,
  visitsPerCampaign,
  type CampaignFilter,
  type CampaignKey,
} from '../../data/campaign-report';
import type { Clock } from './clock';
import { isoDay, periodStart } from './dashboard';

export interface CampaignReportService {
  report(query: CampaignReportQuery): Promise<CampaignReport>;
  /** The report's rows alone (the CSV export). */
  rows(query: CampaignExportQuery): Promise<CampaignRow[]>;
}

const keyOf = ({ campaign, source, medium }: CampaignKey) =>
  JSON.stringify([campaign, source, medium]);

const emptyRow = (key: CampaignKey): CampaignRow => ({
  campaign: key.campaign,
  source: key.source,
  medium: key.medium,
  visits: 0,
  leads: { email: 0, payment: 0, contact: 0, newsletter: 0 },
  total: 0,
  conversionRate: null,
});

/** Most leads first, then most visits; ties by name, so both databases give one order. */
const byLeadsThenVisits = (a: CampaignRow, b: CampaignRow) =>
  b.total - a.total || b.visits - a.visits || (keyOf(a) < keyOf(b) ? -1 : 1);

/** The visit counts and each kind's lead counts merged into one row per campaign, source and medium. */
function campaignRows(
  visits: readonly (CampaignKey & { visits: number })[],
  leads: readonly { kind: CampaignLeadKind; rows: (CampaignKey & { leads: number })[] }[],
): CampaignRow[] {
  const rows = new Map<string, CampaignRow>();
  const rowOf = (key: CampaignKey) => {
    const id = keyOf(key);
    if (!rows.has(id)) rows.set(id, emptyRow(key));
    return rows.get(id)!;
  };
  for (const bucket of visits) rowOf(bucket).visits += bucket.visits;
  for (const { kind, rows: buckets } of leads)
    for (const bucket of buckets) rowOf(bucket).leads[kind] += bucket.leads;
  return [...rows.values()]
    .map((row) => {
      const total = Object.values(row.leads).reduce((sum, n) => sum + n, 0);
      return { ...row, total, conversionRate: shareOf(total, row.visits) };
    })
    .sort(byLeadsThenVisits);
}

/**
 * The campaign report (issue 37): per last touch's campaign, source and
 * medium, the period's visits, leads per kind and conversion; the funnel of
 * one campaign. The database counts (data/campaign-report.ts).
 */
export function campaignReportService(db: Db, clock: Clock): CampaignReportService {
  /** A custom range (`from`, `to` default today) or the last `days` days, today included. */
  const filterOf = (query: CampaignExportQuery): CampaignFilter => {
    const now = clock();
    return {
      range: {
        from: query.from ?? isoDay(periodStart(now, query.days)),
        to: query.to ?? isoDay(now),
      },
      country: query.country,
      language: query.language,
    };
  };
  const kindsOf = (query: CampaignExportQuery) => (query.kind ? [query.kind] : CAMPAIGN_LEAD_KINDS);

  const rows = async (query: CampaignExportQuery) => {
    const filter = filterOf(query);
    const [visits, leads] = await Promise.all([
      visitsPerCampaign(db, filter),
      Promise.all(
        kindsOf(query).map(async (kind) => ({
          kind,
          rows: await leadsPerCampaign(db, kind, filter),
        })),
      ),
    ]);
    return campaignRows(visits, leads);
  };

  const funnel = async (campaign: string, query: CampaignExportQuery): Promise<CampaignFunnel> => {
    const counts = await campaignFunnelCounts(db, campaign, kindsOf(query), filterOf(query));
    return {
      campaign,
      steps: FUNNEL_STEPS.map((step, i) => ({
        step,
        count: counts[step],
        rate: i === 0 ? null : shareOf(counts[step], counts[FUNNEL_STEPS[i - 1]!]),
      })),
    };
  };

  return {
    rows,
    report: async (query) => {
      const { range } = filterOf(query);
      const [reportRows, chosen] = await Promise.all([
        rows(query),
        query.campaign ? funnel(query.campaign, query) : null,
      ]);
      return { ...range, rows: reportRows, funnel: chosen };
    },
  };
}
