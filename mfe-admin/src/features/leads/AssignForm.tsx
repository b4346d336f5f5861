import type { AssigneeChoice, LeadListItem, SalesLeadType } from 'contracts/admin';
import { SelectField, useLeadForm } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { InlineForm } from '../records/RecordFormParts';
import { assignForm, type AssignField } from './inboxForms';

/**
 * 'Zuständig': who works on a pre-registration or contact request, chosen
 * from the active staff (or nobody). A form posted to the page.
 */
export function AssignForm({
  lead,
  type,
  choices,
}: {
  lead: LeadListItem;
  type: SalesLeadType;
  choices: readonly AssigneeChoice[];
}) {
  const { t, failureText } = useConsoleTexts();
  const form = useLeadForm<AssignField>({ form: assignForm(type, lead.id) });
  const { failure, fieldError } = form;
  return (
    <InlineForm form={form} submit={t('inbox.assignSave')} saved={t('inbox.assigned')} secondary>
      <SelectField
        label={t('inbox.assign')}
        name="assigneeId"
        defaultValue={failure?.values.assigneeId ?? lead.assigneeId ?? ''}
        error={fieldError('assigneeId') && failure ? failureText(failure) : undefined}
        options={[
          { value: '', label: t('inbox.nobody') },
          ...choices.map((choice) => ({ value: choice.id, label: choice.name })),
        ]}
      />
    </InlineForm>
  );
}
