import { useQuery } from '@tanstack/react-query';
import type { WebVitalsStats } from 'contracts/admin';
import { useSearchParams } from 'react-router-dom';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { consoleQuery } from '../api/consoleApi';
import { useFormatters } from '../api/useFormatters';
import { ChartFigure } from '../dashboard/ChartFigure';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { QueryView } from '../frame/QueryView';
import { VitalsFilterForm } from './VitalsFilterForm';
import { webVitalsPath } from './vitalsPaths';
import { VitalsTable } from './VitalsTable';

/**
 * 'Web Vitals' (admin; issue 39 §3): real visitors' LCP, INP, CLS, FCP and
 * TTFB of the period, read from the day's histograms: p75 per page id and
 * language against the thresholds, the good / needs-improvement / poor
 * shares per metric, and a metric's p75 per day.
 */
export function WebVitalsPage() {
  return <ConsoleFrame page="vitals">{() => <WebVitals />}</ConsoleFrame>;
}

function WebVitals() {
  const { t } = useConsoleTexts();
  const [search] = useSearchParams();
  const stats = useQuery(consoleQuery<WebVitalsStats>(webVitalsPath(search)));
  return (
    <>
      <p>{t('vitals.intro')}</p>
      <p>{t('vitals.p75Note')}</p>
      <p>{t('vitals.thresholds')}</p>
      <VitalsFilterForm />
      <QueryView query={stats}>
        {(data) =>
          data.pages.length === 0 ? (
            <p role="status">{t('vitals.empty')}</p>
          ) : (
            <>
              <VitalsTable stats={data} />
              <RatingsFigure stats={data} />
              <TrendFigure stats={data} />
            </>
          )
        }
      </QueryView>
    </>
  );
}

/** A share in percent with one decimal (the table formats it in the member's language). */
const percentOf = (count: number, total: number) =>
  total === 0 ? 0 : Math.round((count / total) * 1000) / 10;

function RatingsFigure({ stats }: { stats: WebVitalsStats }) {
  const { t } = useConsoleTexts();
  const ratings = ['good', 'needsImprovement', 'poor'] as const;
  return (
    <ChartFigure
      title={t('vitals.ratingsTitle')}
      rows={stats.ratings.map((entry) => {
        const total = entry.good + entry.needsImprovement + entry.poor;
        return {
          metric: entry.metric,
          ...Object.fromEntries(ratings.map((key) => [key, percentOf(entry[key], total)])),
        };
      })}
      category={{ key: 'metric', label: t('vitals.ratingsMetric') }}
      series={ratings.map((key) => ({ key, label: t(`vitals.ratings.${key}`), numeric: true }))}
      stacked
      horizontal
    />
  );
}

function TrendFigure({ stats }: { stats: WebVitalsStats }) {
  const { t } = useConsoleTexts();
  const { day } = useFormatters();
  const unit = t(stats.metric === 'CLS' ? 'vitals.units.score' : 'vitals.units.ms');
  return (
    <ChartFigure
      title={t('vitals.trendTitle', { metric: stats.metric })}
      // A day without beacons has no p75: '–', no bar.
      rows={stats.trend.map((entry) => ({ day: day(entry.day), p75: entry.p75 ?? '–' }))}
      category={{ key: 'day', label: t('vitals.day') }}
      series={[
        {
          key: 'p75',
          label: t('vitals.trendSeries', { metric: stats.metric, unit }),
          numeric: true,
        },
      ]}
    />
  );
}
