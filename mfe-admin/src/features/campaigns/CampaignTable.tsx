import { CAMPAIGN_LEAD_KINDS, type CampaignReport, type CampaignRow } from 'contracts/admin';
import { Link, useSearchParams } from 'react-router-dom';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { ConsoleTable, type ConsoleColumn } from '../frame/ConsoleTable';
import { funnelLink } from './campaignPaths';
import { usePercent } from './useCampaignFormat';

/** The report as a table: a row per campaign, source and medium; a link to each campaign's funnel. */
export function CampaignTable({ report }: { report: CampaignReport }) {
  const { t } = useConsoleTexts();
  const { day } = useFormatters();
  const columns = useCampaignColumns();
  return (
    <ConsoleTable
      caption={t('campaigns.caption', { from: day(report.from), to: day(report.to) })}
      columns={columns}
      rows={report.rows}
      rowKey={(row) => `${row.campaign}|${row.source}|${row.medium}`}
    />
  );
}

function useCampaignColumns(): ConsoleColumn<CampaignRow>[] {
  const { t } = useConsoleTexts();
  const { number } = useFormatters();
  const percent = usePercent();
  const none = t('campaigns.noValue');
  return [
    {
      key: 'campaign',
      label: t('campaigns.campaign'),
      rowHeader: true,
      cell: (row) => row.campaign ?? none,
    },
    { key: 'source', label: t('campaigns.source'), cell: (row) => row.source ?? none },
    { key: 'medium', label: t('campaigns.medium'), cell: (row) => row.medium ?? none },
    {
      key: 'visits',
      label: t('campaigns.visits'),
      numeric: true,
      cell: (row) => number(row.visits),
    },
    ...CAMPAIGN_LEAD_KINDS.map((kind): ConsoleColumn<CampaignRow> => ({
      key: kind,
      label: t(`campaigns.kinds.${kind}`),
      numeric: true,
      cell: (row) => number(row.leads[kind]),
    })),
    { key: 'total', label: t('campaigns.total'), numeric: true, cell: (row) => number(row.total) },
    {
      key: 'conversion',
      label: t('campaigns.conversion'),
      numeric: true,
      cell: (row) => percent(row.conversionRate),
    },
    { key: 'funnel', label: t('campaigns.funnel'), cell: (row) => <FunnelLink row={row} /> },
  ];
}

function FunnelLink({ row }: { row: CampaignRow }) {
  const { t } = useConsoleTexts();
  const [search] = useSearchParams();
  if (!row.campaign) return null;
  return (
    <Link
      to={funnelLink(search, row.campaign)}
      aria-label={t('campaigns.funnelFor', { campaign: row.campaign })}
    >
      {t('campaigns.funnel')}
    </Link>
  );
}
