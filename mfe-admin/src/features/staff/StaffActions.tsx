import { STAFF_ROLES } from 'contracts/admin';
import type { StaffUser } from 'contracts';
import { useState, type ReactNode } from 'react';
import { useActionData, useSearchParams } from 'react-router-dom';
import {
  Button,
  SelectField,
  SENT_PARAM,
  space,
  useLeadForm,
  type LeadFormFailure,
} from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { Outcome } from '../frame/Outcome';
import { NewPasswordField } from './NewPasswordField';
import { staffForm, type StaffField } from './staffForms';

/**
 * Changing one member: role, a new password, active or not (not oneself),
 * each a form posted to the page (staffForms.ts). A page the server
 * rendered for one of their posts opens them.
 */
export function StaffActions({ user, self }: { user: StaffUser; self: boolean }) {
  const { t } = useConsoleTexts();
  const [search] = useSearchParams();
  const served = useActionData() as { form?: unknown } | undefined;
  const [openAtFirst] = useState(() =>
    (['role', 'password', 'active'] as const).some((kind) =>
      [search.get(SENT_PARAM), served?.form].includes(staffForm(kind, user.id)),
    ),
  );
  return (
    <details open={openAtFirst || undefined}>
      <summary>{t('staff.actionsFor', { username: user.username })}</summary>
      <Forms>
        <MemberForm form={staffForm('role', user.id)} done={t('staff.saved')}>
          {(failure, sending) => (
            <>
              <SelectField
                label={t('staff.role')}
                name="role"
                defaultValue={failure?.values.role ?? user.role}
                options={STAFF_ROLES.map((code) => ({ value: code, label: t(`roles.${code}`) }))}
              />
              <Button type="submit" $variant="secondary" disabled={sending}>
                {t('staff.changeRole')}
              </Button>
            </>
          )}
        </MemberForm>
        <MemberForm
          form={staffForm('password', user.id)}
          done={t('staff.passwordReset', { username: user.username })}
        >
          {(_failure, sending) => (
            <>
              <NewPasswordField label={t('staff.newPassword')} />
              <Button type="submit" $variant="secondary" disabled={sending}>
                {t('staff.resetPassword')}
              </Button>
            </>
          )}
        </MemberForm>
        {self ? null : (
          <MemberForm form={staffForm('active', user.id)} done={t('staff.saved')}>
            {(_failure, sending) => (
              <>
                <input type="hidden" name="active" value={String(!user.active)} />
                <Button type="submit" $variant="secondary" disabled={sending}>
                  {user.active ? t('staff.deactivate') : t('staff.activate')}
                </Button>
              </>
            )}
          </MemberForm>
        )}
      </Forms>
    </details>
  );
}

/** One of a member's forms with what its post did, or why not (the last admin, a common password). */
function MemberForm({
  form,
  done,
  children,
}: {
  form: string;
  done: string;
  children: (failure: LeadFormFailure<StaffField> | undefined, sending: boolean) => ReactNode;
}) {
  const { failureText } = useConsoleTexts();
  const { Form, formProps, formField, sending, failure, sent, formKey } = useLeadForm<StaffField>({
    form,
  });
  const outcome = failure
    ? { text: failureText(failure), failed: true }
    : sent
      ? { text: done, failed: false }
      : undefined;
  return (
    <Form key={formKey} {...formProps}>
      <input {...formField} />
      {children(failure, sending)}
      <Outcome outcome={outcome} />
    </Form>
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
