import type { ErasureResult } from 'contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router-dom';
import { Button, colors, Dialog, InputField, space } from 'shared-ui';
import styled from 'styled-components';
import { consolePost } from '../api/consoleApi';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { Outcome } from '../frame/Outcome';

/**
 * 'Daten löschen' for one e-mail address (GDPR Art. 17), asked once more in
 * a dialog: the API deletes every lead of the address with what its visitor
 * ids tie to it and blocks the address for later captures.
 */
export function EraseForm() {
  const { t, errorText } = useConsoleTexts();
  const { revalidate } = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean }>();

  const erase = async () => {
    setBusy(true);
    try {
      const { deleted } = await consolePost<ErasureResult>('/api/admin/erasures', { email });
      setOutcome({ text: t('erase.done', deleted), failed: false });
      setEmail('');
      await revalidate();
    } catch (error) {
      setOutcome({ text: errorText(error), failed: true });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <Panel aria-labelledby="erase-heading">
      <h2 id="erase-heading">{t('erase.heading')}</h2>
      <p>{t('erase.intro')}</p>
      <Fields
        ref={formRef}
        onSubmit={(event: FormEvent) => event.preventDefault()}
        aria-labelledby="erase-heading"
      >
        <InputField
          label={t('erase.email')}
          name="email"
          type="email"
          required
          maxLength={320}
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title={t('erase.confirmTitle')}
          description={t('erase.confirmText', { email: email.trim() })}
          closeLabel={t('erase.close')}
          trigger={
            <Button
              type="submit"
              $variant="secondary"
              onClick={(event) => {
                // Asked only for an address the field accepts.
                if (!formRef.current?.reportValidity()) event.preventDefault();
              }}
            >
              {t('erase.submit')}
            </Button>
          }
        >
          <Choices>
            <Danger type="button" disabled={busy} onClick={() => void erase()}>
              {t('erase.confirm')}
            </Danger>
            <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
              {t('erase.cancel')}
            </Button>
          </Choices>
        </Dialog>
      </Fields>
      <Outcome outcome={outcome} />
    </Panel>
  );
}

const Panel = styled.section`
  margin: ${space.xxl} 0 ${space.lg};
  padding: ${space.lg};
  border: 2px solid ${colors.danger};
  border-radius: 0.75rem;
`;

const Fields = styled.form`
  display: grid;
  gap: ${space.md};
  max-width: 28rem;
  justify-items: start;
  > div {
    width: 100%;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;

const Danger = styled(Button)`
  background: ${colors.danger};
  color: ${colors.dangerText};
`;
