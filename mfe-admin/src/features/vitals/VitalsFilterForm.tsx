import { WEB_VITAL_METRICS } from 'contracts/web-vitals-fields';
import { useSearchParams } from 'react-router-dom';
import { SelectField } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { statsPeriod } from '../dashboard/statsPaths';
import { FilterForm } from '../frame/FilterForm';
import { trendMetric, VITALS_PERIODS } from './vitalsPaths';

/** Period and the trend's metric as a GET form: the URL keeps them, with or without script. */
export function VitalsFilterForm() {
  const { t } = useConsoleTexts();
  const [search] = useSearchParams();
  return (
    <FilterForm label={t('vitals.filters')} apply={t('vitals.apply')} reset={t('vitals.reset')}>
      <SelectField
        label={t('vitals.period')}
        name="days"
        defaultValue={String(statsPeriod(search))}
        options={VITALS_PERIODS.map((days) => ({
          value: String(days),
          label: t('vitals.days', { days }),
        }))}
      />
      <SelectField
        label={t('vitals.metric')}
        name="metric"
        defaultValue={trendMetric(search)}
        options={WEB_VITAL_METRICS.map((metric) => ({ value: metric, label: metric }))}
      />
    </FilterForm>
  );
}
