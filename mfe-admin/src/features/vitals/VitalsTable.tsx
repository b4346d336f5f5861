import { WEB_VITAL_METRICS, webVitalRating } from 'contracts/web-vitals-fields';
import type { WebVitalsStats } from 'contracts/admin';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { FigureTable } from '../dashboard/FigureTable';
import { useVitalFormat } from './useVitalFormat';

/** p75 of every metric per page id and language, each with its rating in words (never colour alone). */
export function VitalsTable({ stats }: { stats: WebVitalsStats }) {
  const { t } = useConsoleTexts();
  const { day, number } = useFormatters();
  const format = useVitalFormat();
  const rows = stats.pages.map((page) => ({
    pageId: page.pageId,
    language: t(`languages.${page.language}`),
    ...Object.fromEntries(
      WEB_VITAL_METRICS.map((metric) => {
        const value = page[metric];
        return [
          metric,
          value
            ? `${format(metric, value.p75)} · ${t(`vitals.ratings.${webVitalRating(metric, value.p75)}`)}`
            : t('vitals.noValue'),
        ];
      }),
    ),
    // The page's loads: the metric measured most often (LCP is missing when a visitor left first).
    samples: Math.max(...WEB_VITAL_METRICS.map((metric) => page[metric]?.samples ?? 0)),
  }));
  return (
    <FigureTable
      caption={t('vitals.pagesCaption', { from: day(stats.from), to: day(stats.to) })}
      columns={[
        { key: 'pageId', label: t('vitals.page') },
        { key: 'language', label: t('vitals.language') },
        ...WEB_VITAL_METRICS.map((metric) => ({ key: metric, label: metric, numeric: true })),
        { key: 'samples', label: t('vitals.samples'), numeric: true },
      ]}
      rows={rows}
      format={number}
    />
  );
}
