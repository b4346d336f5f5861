import { Button, Card, InputField, space, useLeadForm } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { SIGN_IN_FORM, type SignInField } from './sessionForms';

/**
 * 'Benutzername', 'Passwort', 'Anmelden' and one message for every failure
 * (the API never says which of the two was wrong). A real form posted to
 * the page (sessionForms.ts): signing in works without script too.
 */
export function SignInForm() {
  const { t, failureText } = useConsoleTexts();
  const { Form, formProps, formField, sending, failure } = useLeadForm<SignInField>({
    form: SIGN_IN_FORM,
  });
  return (
    <Panel>
      <Fields as={Form} {...formProps} aria-busy={sending}>
        <input {...formField} />
        <InputField
          label={t('signIn.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={72}
          defaultValue={failure?.values.username ?? ''}
        />
        <InputField
          label={t('signIn.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={1024}
          error={failure ? failureText(failure) : undefined}
        />
        <Button type="submit" disabled={sending}>
          {sending ? t('signIn.sending') : t('signIn.submit')}
        </Button>
      </Fields>
    </Panel>
  );
}

const Panel = styled(Card)`
  max-width: 26rem;
  margin: ${space.xl} auto;
`;

const Fields = styled.form`
  display: grid;
  gap: ${space.md};
`;
