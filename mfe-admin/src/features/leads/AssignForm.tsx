import type { AssigneeChoice, LeadListItem, SalesLeadType } from 'contracts/admin';
import { Button, SelectField, space, useLeadForm } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { Outcome } from '../frame/Outcome';
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
  const { Form, formProps, formField, sending, failure, sent, formKey, fieldError } =
    useLeadForm<AssignField>({ form: assignForm(type, lead.id) });
  const outcome = failure
    ? { text: failureText(failure), failed: true }
    : sent
      ? { text: t('inbox.assigned'), failed: false }
      : undefined;
  return (
    <Fields as={Form} key={formKey} {...formProps}>
      <input {...formField} />
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
      <div>
        <Button type="submit" disabled={sending} $variant="secondary">
          {t('inbox.assignSave')}
        </Button>
      </div>
      <Outcome outcome={outcome} />
    </Fields>
  );
}

const Fields = styled.form`
  display: grid;
  gap: ${space.sm};
  max-width: 24rem;
`;
