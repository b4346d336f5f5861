import { STAFF_ROLES } from 'contracts/admin';
import type { StaffUser } from 'contracts';
import type { FormEvent } from 'react';
import { Button, SelectField, space } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { Outcome } from '../frame/Outcome';
import { NewPasswordField } from './NewPasswordField';
import { useStaffChange } from './useStaffChange';

/** Changing one member: role, a new password, active or not (not oneself). */
export function StaffActions({ user, self }: { user: StaffUser; self: boolean }) {
  const { t } = useConsoleTexts();
  const { busy, outcome, post } = useStaffChange();
  const base = `/api/admin/users/${encodeURIComponent(user.id)}`;
  const field = (event: FormEvent<HTMLFormElement>, name: string) =>
    String(new FormData(event.currentTarget).get(name) ?? '');

  return (
    <details>
      <summary>{t('staff.actionsFor', { username: user.username })}</summary>
      <Forms>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void post(`${base}/role`, { role: field(event, 'role') }, t('staff.saved'));
          }}
        >
          <SelectField
            label={t('staff.role')}
            name="role"
            defaultValue={user.role}
            options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          />
          <Button type="submit" $variant="secondary" disabled={busy}>
            {t('staff.changeRole')}
          </Button>
        </form>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            void post(
              `${base}/password`,
              { password: field(event, 'password') },
              t('staff.passwordReset', { username: user.username }),
            ).then((done) => done && form.reset());
          }}
        >
          <NewPasswordField label={t('staff.newPassword')} />
          <Button type="submit" $variant="secondary" disabled={busy}>
            {t('staff.resetPassword')}
          </Button>
        </form>
        {self ? null : (
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() => void post(`${base}/active`, { active: !user.active }, t('staff.saved'))}
          >
            {user.active ? t('staff.deactivate') : t('staff.activate')}
          </Button>
        )}
      </Forms>
      <Outcome outcome={outcome} />
    </details>
  );
}

const Forms = styled.div`
  display: grid;
  gap: ${space.md};
  min-width: 16rem;
  margin-top: ${space.sm};
  justify-items: start;
  form {
    display: grid;
    gap: ${space.sm};
    width: 100%;
    justify-items: start;
  }
  form > div {
    width: 100%;
  }
`;
