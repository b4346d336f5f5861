import { useQuery } from '@tanstack/react-query';
import type { SearchMissesReport } from 'contracts/admin';
import { useSearchParams } from 'react-router-dom';
import { SelectField } from 'shared-ui';
import { consoleQuery } from '../api/consoleApi';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { FigureTable } from '../dashboard/FigureTable';
import { statsPeriod } from '../dashboard/statsPaths';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { FilterForm } from '../frame/FilterForm';
import { QueryView } from '../frame/QueryView';
import { SEARCH_MISSES_PERIODS, searchMissesPath } from './searchMissesPaths';

/**
 * 'Suchbegriffe ohne Treffer' (admin, editor; issue 40 §4): what visitors
 * searched for and did not find in the period, the most counted first, so
 * editors see what the site lacks.
 */
export function SearchMissesPage() {
  return <ConsoleFrame page="searchMisses">{() => <SearchMisses />}</ConsoleFrame>;
}

function SearchMisses() {
  const { t } = useConsoleTexts();
  const [search] = useSearchParams();
  const report = useQuery(consoleQuery<SearchMissesReport>(searchMissesPath(search)));
  return (
    <>
      <p>{t('searchMisses.intro')}</p>
      <p>{t('searchMisses.hint')}</p>
      <FilterForm
        label={t('searchMisses.filters')}
        apply={t('searchMisses.apply')}
        reset={t('searchMisses.reset')}
      >
        <SelectField
          label={t('searchMisses.period')}
          name="days"
          defaultValue={String(statsPeriod(search))}
          options={SEARCH_MISSES_PERIODS.map((days) => ({
            value: String(days),
            label: t('searchMisses.days', { days }),
          }))}
        />
      </FilterForm>
      <QueryView query={report}>
        {(data) =>
          data.misses.length === 0 ? (
            <p role="status">{t('searchMisses.empty')}</p>
          ) : (
            <MissesTable report={data} />
          )
        }
      </QueryView>
    </>
  );
}

function MissesTable({ report }: { report: SearchMissesReport }) {
  const { t } = useConsoleTexts();
  const { day, number } = useFormatters();
  return (
    <FigureTable
      caption={t('searchMisses.caption', { from: day(report.from), to: day(report.to) })}
      columns={[
        { key: 'query', label: t('searchMisses.query') },
        { key: 'language', label: t('searchMisses.language') },
        { key: 'count', label: t('searchMisses.count'), numeric: true },
        { key: 'lastDay', label: t('searchMisses.lastDay') },
      ]}
      rows={report.misses.map((miss) => ({
        query: miss.query,
        language: t(`languages.${miss.language}`),
        count: miss.count,
        lastDay: day(miss.lastDay),
      }))}
      format={number}
    />
  );
}
