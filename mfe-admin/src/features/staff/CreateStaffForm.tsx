import { STAFF_ROLES } from 'contracts/admin';
import { Button, Card, InputField, SelectField, space } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { Outcome } from '../frame/Outcome';
import { STAFF_PATH } from './staffPath';
import { NewPasswordField } from './NewPasswordField';
import { useStaffChange } from './useStaffChange';

/** A new member with a role and a first password (the API checks it against common ones). */
export function CreateStaffForm() {
  const { t } = useConsoleTexts();
  const { busy, outcome, post } = useStaffChange();
  return (
    <Panel as="section" aria-labelledby="create-staff">
      <h2 id="create-staff">{t('staff.createHeading')}</h2>
      <Fields
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const data = new FormData(form);
          const username = String(data.get('username') ?? '');
          void post(
            STAFF_PATH,
            { username, role: String(data.get('role')), password: String(data.get('password')) },
            t('staff.created', { username: username.trim().toLowerCase() }),
          ).then((done) => done && form.reset());
        }}
      >
        <InputField
          label={t('staff.username')}
          name="username"
          required
          autoComplete="off"
          autoCapitalize="none"
          maxLength={64}
        />
        <SelectField
          label={t('staff.role')}
          name="role"
          defaultValue="sales"
          options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        />
        <NewPasswordField label={t('staff.password')} />
        <Button type="submit" disabled={busy}>
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
