import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type StaffUser } from 'contracts/admin';
import { useSearchParams } from 'react-router-dom';
import { Button, SelectField } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { FilterForm, useFilterValue } from '../frame/FilterForm';
import { DateRangeFields } from '../leads/DateRangeFields';
import { auditExportPath } from './auditPath';

/**
 * Person, action, kind of record and days as a GET form: the URL keeps
 * them (without JavaScript too), the loader asks the API for exactly them,
 * and the CSV link carries the same.
 */
export function AuditFilterForm({ staff }: { staff: StaffUser[] }) {
  const { t } = useConsoleTexts();
  const [search] = useSearchParams();
  const value = useFilterValue();
  const all = { value: '', label: t('audit.all') };
  const byName = [...staff].sort((a, b) => a.username.localeCompare(b.username));
  return (
    <FilterForm
      label={t('audit.filters')}
      apply={t('audit.apply')}
      reset={t('audit.reset')}
      actions={
        <Button as="a" href={auditExportPath(search)} download $variant="secondary">
          {t('audit.export')}
        </Button>
      }
    >
      <SelectField
        // The staff may arrive after the first render: the URL's choice is selected once they do.
        key={staff.length}
        label={t('audit.person')}
        name="actorId"
        defaultValue={value('actorId')}
        options={[all, ...byName.map((member) => ({ value: member.id, label: member.username }))]}
      />
      <SelectField
        label={t('audit.action')}
        name="action"
        defaultValue={value('action')}
        options={[
          all,
          ...AUDIT_ACTIONS.map((action) => ({
            value: action,
            label: t(`audit.actions.${action}`),
          })),
        ]}
      />
      <SelectField
        label={t('audit.targetType')}
        name="targetType"
        defaultValue={value('targetType')}
        options={[
          all,
          ...AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: t(`audit.targets.${type}`) })),
        ]}
      />
      <DateRangeFields
        labels={{ from: t('audit.from'), to: t('audit.to') }}
        from={value('from')}
        to={value('to')}
      />
    </FilterForm>
  );
}
