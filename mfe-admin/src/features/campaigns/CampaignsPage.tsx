import { useQuery } from '@tanstack/react-query';
import type { CampaignReport } from 'contracts/admin';
import { useSearchParams } from 'react-router-dom';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { consoleQuery } from '../api/consoleApi';
import { ChartFigure } from '../dashboard/ChartFigure';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { QueryView } from '../frame/QueryView';
import { CampaignFilterForm } from './CampaignFilterForm';
import { CampaignFunnel } from './CampaignFunnel';
import { campaignReportPath } from './campaignPaths';
import { CampaignTable } from './CampaignTable';
import { LinkBuilder } from './LinkBuilder';

/**
 * 'Kampagnen' (admin, sales; issue 37): visits, leads per kind and
 * conversion per campaign, source and medium of the last touch, a chosen
 * campaign's funnel, the CSV export and the campaign link builder.
 */
export function CampaignsPage() {
  return <ConsoleFrame page="campaigns">{() => <Campaigns />}</ConsoleFrame>;
}

function Campaigns() {
  const { t } = useConsoleTexts();
  const [search] = useSearchParams();
  const report = useQuery(consoleQuery<CampaignReport>(campaignReportPath(search)));
  return (
    <>
      <p>{t('campaigns.intro')}</p>
      <CampaignFilterForm />
      <QueryView query={report}>{(data) => <CampaignResults report={data} />}</QueryView>
      <LinkBuilder />
    </>
  );
}

function CampaignResults({ report }: { report: CampaignReport }) {
  const { t } = useConsoleTexts();
  const none = t('campaigns.noValue');
  return (
    <>
      {report.rows.length === 0 ? (
        <p role="status">{t('campaigns.empty')}</p>
      ) : (
        <>
          <ChartFigure
            title={t('campaigns.chartTitle')}
            rows={report.rows.map((row) => ({
              campaign: `${row.campaign ?? none} · ${row.source ?? none} / ${row.medium ?? none}`,
              visits: row.visits,
              total: row.total,
            }))}
            category={{ key: 'campaign', label: t('campaigns.campaign') }}
            series={[
              { key: 'visits', label: t('campaigns.visits'), numeric: true },
              { key: 'total', label: t('campaigns.leads'), numeric: true },
            ]}
            horizontal
          />
          <CampaignTable report={report} />
        </>
      )}
      {report.funnel ? (
        <CampaignFunnel funnel={report.funnel} />
      ) : report.rows.some((row) => row.campaign) ? (
        <p>{t('campaigns.funnelChoose')}</p>
      ) : null}
    </>
  );
}
