import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from 'contracts/admin';
import { InputField } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';

/** A new password for a member: the length the API asks for, no autofill of one's own. */
export function NewPasswordField({ label }: { label: string }) {
  const { t } = useConsoleTexts();
  return (
    <InputField
      label={label}
      name="password"
      type="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN_LENGTH}
      maxLength={PASSWORD_MAX_LENGTH}
      hint={t('staff.passwordHint')}
    />
  );
}
