import { CAMPAIGN_LEAD_KINDS, type CampaignReport, type CampaignRow } from 'contracts/admin';
import { Link, useSearchParams } from 'react-router-dom';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { TableScroll } from '../frame/TableScroll';
import { funnelLink } from './campaignPaths';
import { usePercent } from './useCampaignFormat';

/** The report as a table: a row per campaign, source and medium; a link to each campaign's funnel. */
export function CampaignTable({ report }: { report: CampaignReport }) {
  const { t } = useConsoleTexts();
  const { day } = useFormatters();
  const caption = t('campaigns.caption', { from: day(report.from), to: day(report.to) });
  return (
    <TableScroll aria-label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('campaigns.campaign')}</th>
            <th scope="col">{t('campaigns.source')}</th>
            <th scope="col">{t('campaigns.medium')}</th>
            <th scope="col" className="number">
              {t('campaigns.visits')}
            </th>
            {CAMPAIGN_LEAD_KINDS.map((kind) => (
              <th key={kind} scope="col" className="number">
                {t(`campaigns.kinds.${kind}`)}
              </th>
            ))}
            <th scope="col" className="number">
              {t('campaigns.total')}
            </th>
            <th scope="col" className="number">
              {t('campaigns.conversion')}
            </th>
            <th scope="col">{t('campaigns.funnel')}</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <CampaignTableRow key={`${row.campaign}|${row.source}|${row.medium}`} row={row} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function CampaignTableRow({ row }: { row: CampaignRow }) {
  const { t } = useConsoleTexts();
  const { number } = useFormatters();
  const percent = usePercent();
  const [search] = useSearchParams();
  const none = t('campaigns.noValue');
  return (
    <tr>
      <th scope="row">{row.campaign ?? none}</th>
      <td>{row.source ?? none}</td>
      <td>{row.medium ?? none}</td>
      <td className="number">{number(row.visits)}</td>
      {CAMPAIGN_LEAD_KINDS.map((kind) => (
        <td key={kind} className="number">
          {number(row.leads[kind])}
        </td>
      ))}
      <td className="number">{number(row.total)}</td>
      <td className="number">{percent(row.conversionRate)}</td>
      <td>
        {row.campaign ? (
          <Link
            to={funnelLink(search, row.campaign)}
            aria-label={t('campaigns.funnelFor', { campaign: row.campaign })}
          >
            {t('campaigns.funnel')}
          </Link>
        ) : null}
      </td>
    </tr>
  );
}
