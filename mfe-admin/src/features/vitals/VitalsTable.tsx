import {
  WEB_VITAL_METRICS,
  webVitalRating,
  type WebVitalMetric,
} from 'contracts/web-vitals-fields';
import type { WebVitalsStats } from 'contracts/admin';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { TableScroll } from '../frame/TableScroll';
import { useVitalFormat } from './useVitalFormat';

type PageRow = WebVitalsStats['pages'][number];

/** p75 of every metric per page id and language, each with its rating in words (never colour alone). */
export function VitalsTable({ stats }: { stats: WebVitalsStats }) {
  const { t } = useConsoleTexts();
  const { day } = useFormatters();
  const caption = t('vitals.pagesCaption', { from: day(stats.from), to: day(stats.to) });
  return (
    <TableScroll aria-label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vitals.page')}</th>
            <th scope="col">{t('vitals.language')}</th>
            {WEB_VITAL_METRICS.map((metric) => (
              <th key={metric} scope="col" className="number">
                {metric}
              </th>
            ))}
            <th scope="col" className="number">
              {t('vitals.samples')}
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.pages.map((page) => (
            <VitalsRow key={`${page.pageId} ${page.language}`} page={page} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function VitalsRow({ page }: { page: PageRow }) {
  const { t } = useConsoleTexts();
  const { number } = useFormatters();
  // The page's loads: the metric measured most often (LCP is missing when a visitor left first).
  const samples = Math.max(...WEB_VITAL_METRICS.map((metric) => page[metric]?.samples ?? 0));
  return (
    <tr>
      <th scope="row">{page.pageId}</th>
      <td>{t(`languages.${page.language}`)}</td>
      {WEB_VITAL_METRICS.map((metric) => (
        <P75Cell key={metric} metric={metric} value={page[metric]} />
      ))}
      <td className="number">{number(samples)}</td>
    </tr>
  );
}

function P75Cell({ metric, value }: { metric: WebVitalMetric; value: PageRow[WebVitalMetric] }) {
  const { t } = useConsoleTexts();
  const format = useVitalFormat();
  if (!value) return <td className="number">{t('vitals.noValue')}</td>;
  return (
    <td className="number">
      {format(metric, value.p75)} · {t(`vitals.ratings.${webVitalRating(metric, value.p75)}`)}
    </td>
  );
}
