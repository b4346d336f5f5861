import { STAFF_ROLES } from 'contracts/admin';
import { Button, Card, InputField, SelectField, space, useLeadForm } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { Outcome } from '../frame/Outcome';
import { NewPasswordField } from './NewPasswordField';
import { CREATE_STAFF_FORM, type StaffField } from './staffForms';

/** A new member with a role and a first password (the API checks it against common ones). */
export function CreateStaffForm() {
  const { t, failureText } = useConsoleTexts();
  const { Form, formProps, formField, sending, failure, sent, sentResult, formKey } =
    useLeadForm<StaffField>({ form: CREATE_STAFF_FORM });
  const outcome = failure
    ? { text: failureText(failure), failed: true }
    : sent && sentResult
      ? { text: t('staff.created', { username: sentResult }), failed: false }
      : undefined;
  return (
    <Panel as="section" aria-labelledby="create-staff">
      <h2 id="create-staff">{t('staff.createHeading')}</h2>
      <Fields as={Form} key={formKey} {...formProps}>
        <input {...formField} />
        <InputField
          label={t('staff.username')}
          name="username"
          required
          autoComplete="off"
          autoCapitalize="none"
          maxLength={64}
          defaultValue={failure?.values.username ?? ''}
        />
        <SelectField
          label={t('staff.role')}
          name="role"
          defaultValue={failure?.values.role ?? 'sales'}
          options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        />
        <NewPasswordField label={t('staff.password')} />
        <Button type="submit" disabled={sending}>
          {t('staff.create')}
        </Button>
      </Fields>
      <Outcome outcome={outcome} />
    </Panel>
  );
}

const Panel = styled(Card)`
  margin: ${space.xl} 0;
  max-width: 32rem;
`;

const Fields = styled.form`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  > div {
    width: 100%;
  }
`;
