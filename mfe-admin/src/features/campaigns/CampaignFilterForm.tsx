import { useSearchParams } from 'react-router-dom';
import { Button, SelectField } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { FilterForm, useFilterValue } from '../frame/FilterForm';
import { DateRangeFields } from '../leads/DateRangeFields';
import { campaignExportPath, FILTER_CHOICES } from './campaignPaths';

/**
 * Period and filters as a GET form, like the leads desk's: the URL keeps
 * them, the loader asks the API for exactly them, and the CSV link carries
 * the same. A custom range (from/to) replaces the chosen number of days.
 */
export function CampaignFilterForm() {
  const { t } = useConsoleTexts();
  const [search] = useSearchParams();
  const value = useFilterValue();
  const all = { value: '', label: t('campaigns.all') };
  const choices = (field: 'country' | 'language' | 'kind', label: (code: string) => string) => [
    all,
    ...FILTER_CHOICES[field].map((code) => ({ value: code, label: label(code) })),
  ];
  return (
    <FilterForm
      label={t('campaigns.filters')}
      apply={t('campaigns.apply')}
      reset={t('campaigns.reset')}
      actions={
        <Button as="a" href={campaignExportPath(search)} download $variant="secondary">
          {t('campaigns.export')}
        </Button>
      }
    >
      <SelectField
        label={t('campaigns.period')}
        name="days"
        defaultValue={value('days') || '30'}
        options={FILTER_CHOICES.days.map((days) => ({
          value: String(days),
          label: t('campaigns.days', { days }),
        }))}
      />
      <DateRangeFields
        labels={{ from: t('campaigns.from'), to: t('campaigns.to') }}
        from={value('from')}
        to={value('to')}
      />
      <SelectField
        label={t('campaigns.country')}
        name="country"
        defaultValue={value('country')}
        options={choices('country', (code) => code)}
      />
      <SelectField
        label={t('campaigns.language')}
        name="language"
        defaultValue={value('language')}
        options={choices('language', (code) => t(`languages.${code}`))}
      />
      <SelectField
        label={t('campaigns.kind')}
        name="kind"
        defaultValue={value('kind')}
        options={choices('kind', (code) => t(`campaigns.kinds.${code}`))}
      />
    </FilterForm>
  );
}
