import { useQuery } from '@tanstack/react-query';
import type { DownloadsStats, LeadsPerWeek, PreRegistrationStats, VisitsStats } from 'contracts';
import { LEAD_TYPES } from 'contracts/admin';
import { Form, useSearchParams } from 'react-router-dom';
import { Button, SelectField, space } from 'shared-ui';
import styled from 'styled-components';
import { consoleQuery } from '../api/consoleApi';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { QueryView } from '../frame/QueryView';
import { ChartFigure } from './ChartFigure';
import { STATS_PERIODS, statsPaths, statsPeriod } from './statsPaths';

/** The numbers (every role): visits, downloads, leads and pre-registrations of a period. */
export function DashboardPage() {
  return <ConsoleFrame page="dashboard">{() => <Dashboard />}</ConsoleFrame>;
}

function Dashboard() {
  const { t } = useConsoleTexts();
  const [search] = useSearchParams();
  const days = statsPeriod(search);
  const paths = statsPaths(days);
  const visits = useQuery(consoleQuery<VisitsStats>(paths.visits));
  const downloads = useQuery(consoleQuery<DownloadsStats>(paths.downloads));
  const leads = useQuery(consoleQuery<LeadsPerWeek>(paths.leads));
  const preRegistrations = useQuery(consoleQuery<PreRegistrationStats>(paths.preRegistrations));
  return (
    <>
      <Period method="get" key={days}>
        <SelectField
          label={t('dashboard.period')}
          name="days"
          defaultValue={String(days)}
          options={STATS_PERIODS.map((count) => ({
            value: String(count),
            label: t('dashboard.days', { days: count }),
          }))}
        />
        <Button type="submit" $variant="secondary">
          {t('dashboard.show')}
        </Button>
      </Period>
      <QueryView query={visits}>{(stats) => <VisitsFigure stats={stats} />}</QueryView>
      <QueryView query={downloads}>{(stats) => <DownloadFigures stats={stats} />}</QueryView>
      <QueryView query={leads}>{(stats) => <LeadsFigure stats={stats} />}</QueryView>
      <QueryView query={preRegistrations}>
        {(stats) => <PreRegistrationsFigure stats={stats} />}
      </QueryView>
    </>
  );
}

function VisitsFigure({ stats }: { stats: VisitsStats }) {
  const { t } = useConsoleTexts();
  const { day } = useFormatters();
  const rows = stats.days.map((entry) => ({
    day: day(entry.day),
    ...entry.byCountry,
    views: entry.views,
    visitors: entry.visitors,
  }));
  return (
    <ChartFigure
      title={t('dashboard.visitsTitle')}
      rows={rows}
      category={{ key: 'day', label: t('dashboard.day') }}
      series={[
        ...(['DE', 'ES', 'FR'] as const).map((key) => ({ key, label: key, numeric: true })),
        { key: 'unknown', label: t('dashboard.unknownCountry'), numeric: true },
      ]}
      extra={[
        { key: 'views', label: t('dashboard.views'), numeric: true },
        { key: 'visitors', label: t('dashboard.visitors'), numeric: true },
      ]}
      stacked
    />
  );
}

function DownloadFigures({ stats }: { stats: DownloadsStats }) {
  const { t } = useConsoleTexts();
  const downloads = { key: 'downloads', label: t('dashboard.downloads'), numeric: true };
  return (
    <>
      <ChartFigure
        title={t('dashboard.downloadsByEbookTitle')}
        rows={stats.byEbook.map((entry) => ({
          ebook: entry.title ?? t('dashboard.unknownEbook'),
          downloads: entry.downloads,
        }))}
        category={{ key: 'ebook', label: t('dashboard.ebook') }}
        series={[downloads]}
        horizontal
      />
      <ChartFigure
        title={t('dashboard.downloadsByCategoryTitle')}
        rows={stats.byCategory}
        category={{ key: 'category', label: t('dashboard.category') }}
        series={[downloads]}
        horizontal
      />
    </>
  );
}

function LeadsFigure({ stats }: { stats: LeadsPerWeek }) {
  const { t } = useConsoleTexts();
  const { day } = useFormatters();
  return (
    <ChartFigure
      title={t('dashboard.leadsTitle')}
      rows={stats.weeks.map((entry) => ({ ...entry, week: day(entry.week) }))}
      category={{ key: 'week', label: t('dashboard.week') }}
      series={LEAD_TYPES.map((key) => ({
        key,
        label: t(`leads.types.${key}`),
        numeric: true,
      }))}
      stacked
    />
  );
}

function PreRegistrationsFigure({ stats }: { stats: PreRegistrationStats }) {
  const { t } = useConsoleTexts();
  return (
    <ChartFigure
      title={t('dashboard.preRegistrationsTitle')}
      rows={stats.byStatus.map((entry) => ({
        ...entry,
        status: t(`leads.statuses.${entry.status}`),
      }))}
      category={{ key: 'status', label: t('leads.status') }}
      series={[
        { key: 'mollie', label: 'Mollie', numeric: true },
        { key: 'adyen', label: 'Adyen', numeric: true },
      ]}
      extra={[{ key: 'total', label: t('dashboard.total'), numeric: true }]}
      stacked
    />
  );
}

const Period = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  align-items: end;
  margin: ${space.lg} 0;
  > div {
    min-width: 14rem;
  }
`;
