import { SelectField } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { ExportFilterForm, FilterDates, useFilterChoices } from '../frame/FilterFields';
import { useFilterValue } from '../frame/FilterForm';
import { campaignExportPath, FILTER_CHOICES } from './campaignPaths';

/**
 * Period and filters as a GET form, like the leads desk's: the URL keeps
 * them, the loader asks the API for exactly them, and the CSV link carries
 * the same. A custom range (from/to) replaces the chosen number of days.
 */
export function CampaignFilterForm() {
  const { t } = useConsoleTexts();
  const value = useFilterValue();
  const options = useFilterChoices('campaigns');
  const choices = (field: 'country' | 'language' | 'kind', label?: (code: string) => string) =>
    options(FILTER_CHOICES[field], label);
  return (
    <ExportFilterForm group="campaigns" exportPath={campaignExportPath}>
      <SelectField
        label={t('campaigns.period')}
        name="days"
        defaultValue={value('days') || '30'}
        options={FILTER_CHOICES.days.map((days) => ({
          value: String(days),
          label: t('campaigns.days', { days }),
        }))}
      />
      <FilterDates group="campaigns" />
      <SelectField
        label={t('campaigns.country')}
        name="country"
        defaultValue={value('country')}
        options={choices('country')}
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
    </ExportFilterForm>
  );
}
