import { SelectField } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import {
  ExportFilterForm,
  FilterDates,
  FilterSearch,
  useFilterChoices,
} from '../frame/FilterFields';
import { useFilterValue } from '../frame/FilterForm';
import { FILTER_CHOICES, leadExportPath } from './leadFilters';

/**
 * The filters as a GET form: submitting puts them in the URL (a reload or a
 * bookmark keeps them; it works without JavaScript too), the page's loader
 * asks the API for exactly them. The export link carries the same filter.
 */
export function LeadFilterForm() {
  const { t } = useConsoleTexts();
  const value = useFilterValue();
  const options = useFilterChoices('leads');
  const choices = (field: keyof typeof FILTER_CHOICES, label?: (code: string) => string) =>
    options(FILTER_CHOICES[field], label);
  return (
    <ExportFilterForm group="leads" exportPath={leadExportPath}>
      <SelectField
        label={t('inbox.view')}
        name="view"
        defaultValue={value('view') || 'leads'}
        options={(['leads', 'contacts'] as const).map((code) => ({
          value: code,
          label: t(`inbox.views.${code}`),
        }))}
      />
      <SelectField
        label={t('leads.type')}
        name="type"
        defaultValue={value('type')}
        options={choices('type', (code) => t(`leads.types.${code}`))}
      />
      <FilterDates group="leads" />
      <SelectField
        label={t('leads.country')}
        name="country"
        defaultValue={value('country')}
        options={choices('country')}
      />
      <SelectField
        label={t('leads.provider')}
        name="provider"
        defaultValue={value('provider')}
        options={choices('provider', (code) => code[0]!.toUpperCase() + code.slice(1))}
      />
      <SelectField
        label={t('leads.interest')}
        name="interest"
        defaultValue={value('interest')}
        options={choices('interest', (code) => t(`leads.interests.${code}`))}
      />
      <SelectField
        label={t('leads.status')}
        name="status"
        defaultValue={value('status')}
        options={choices('status', (code) =>
          code === 'offen' ? t('inbox.open') : t(`leads.statuses.${code}`),
        )}
      />
      <SelectField
        label={t('inbox.assigneeFilter')}
        name="assignee"
        defaultValue={value('assignee') === 'me' ? 'me' : ''}
        options={options(['me'], () => t('inbox.mine'))}
      />
      <SelectField
        label={t('leads.newsletterState')}
        name="newsletter"
        defaultValue={value('newsletter')}
        options={choices('newsletter', (code) => t(`leads.newsletterStates.${code}`))}
      />
      <FilterSearch label={t('leads.search')} maxLength={320} />
      <SelectField
        label={t('leads.sort')}
        name="sort"
        defaultValue={value('sort') || 'date'}
        options={(['date', 'email'] as const).map((code) => ({
          value: code,
          label: t(`leads.sortFields.${code}`),
        }))}
      />
      <SelectField
        label={t('leads.order')}
        name="order"
        defaultValue={value('order') || 'desc'}
        options={(['desc', 'asc'] as const).map((code) => ({
          value: code,
          label: t(`leads.orders.${code}`),
        }))}
      />
    </ExportFilterForm>
  );
}
