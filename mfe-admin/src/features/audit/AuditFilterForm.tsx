import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type StaffUser } from 'contracts/admin';
import { SelectField } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { ExportFilterForm, FilterDates, useFilterChoices } from '../frame/FilterFields';
import { useFilterValue } from '../frame/FilterForm';
import { auditExportPath } from './auditPath';

/**
 * Person, action, kind of record and days as a GET form: the URL keeps
 * them (without JavaScript too), the loader asks the API for exactly them,
 * and the CSV link carries the same.
 */
export function AuditFilterForm({ staff }: { staff: StaffUser[] }) {
  const { t } = useConsoleTexts();
  const value = useFilterValue();
  const choices = useFilterChoices('audit');
  const names = new Map(staff.map((member) => [member.id, member.username]));
  const byName = [...names.keys()].sort((a, b) => names.get(a)!.localeCompare(names.get(b)!));
  return (
    <ExportFilterForm group="audit" exportPath={auditExportPath}>
      <SelectField
        // The staff may arrive after the first render: the URL's choice is selected once they do.
        key={staff.length}
        label={t('audit.person')}
        name="actorId"
        defaultValue={value('actorId')}
        options={choices(byName, (id) => names.get(id)!)}
      />
      <SelectField
        label={t('audit.action')}
        name="action"
        defaultValue={value('action')}
        options={choices(AUDIT_ACTIONS, (action) => t(`audit.actions.${action}`))}
      />
      <SelectField
        label={t('audit.targetType')}
        name="targetType"
        defaultValue={value('targetType')}
        options={choices(AUDIT_TARGET_TYPES, (type) => t(`audit.targets.${type}`))}
      />
      <FilterDates group="audit" />
    </ExportFilterForm>
  );
}
