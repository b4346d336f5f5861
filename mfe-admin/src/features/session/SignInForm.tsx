import type { StaffSession } from 'contracts';
import { useState, type FormEvent } from 'react';
import { Button, Card, InputField, space } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { signInWithForm } from './signIn';

/**
 * 'Benutzername', 'Passwort', 'Anmelden' and one message for every failure
 * (the API never says which of the two was wrong).
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (session: StaffSession) => unknown }) {
  const { t, errorText } = useConsoleTexts();
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setError(undefined);
    const outcome = await signInWithForm(new FormData(event.currentTarget));
    setSending(false);
    if (outcome.ok) await onSignedIn(outcome.session);
    else setError(errorText(outcome.error));
  };

  return (
    <Panel>
      <Fields method="post" onSubmit={submit} aria-busy={sending}>
        <InputField
          label={t('signIn.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={72}
        />
        <InputField
          label={t('signIn.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={1024}
          error={error}
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
