import { useId, useRef, useState, type MouseEvent } from 'react';
import { Button, colors, Dialog, InputField, space, useLeadForm } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { Outcome } from '../frame/Outcome';
import { CONFIRM_FIELD } from '../frame/confirm';
import { ConfirmChoices, ConfirmQuestion, DangerButton } from '../frame/ConfirmQuestion';
import { ERASE_FORM, parseErasureCounts, type EraseQuestion } from './leadForms';

/**
 * 'Daten löschen' for one e-mail address (GDPR Art. 17), asked once more:
 * the API deletes every lead of the address with what its visitor ids tie
 * to it and blocks the address for later captures. A form posted to the
 * page (leadForms.ts): with script a dialog asks and its button confirms
 * the post; without, the post without confirmation brings the question as
 * a page, whose button confirms. On a contact's page the field holds the
 * contact's address (`email`).
 */
export function EraseForm({ email }: { email?: string }) {
  const { t, failureText } = useConsoleTexts();
  const { number } = useFormatters();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState('');
  const close = () => setOpen(false);
  const { Form, formProps, formField, sending, failure, result, sent, sentResult, formKey } =
    useLeadForm<'email', EraseQuestion>({ form: ERASE_FORM, onSuccess: close, onFailure: close });
  const question = result?.confirm;
  const counts = sent ? parseErasureCounts(sentResult) : undefined;
  const outcome = failure
    ? { text: failureText(failure), failed: true }
    : counts
      ? {
          // Page views run into thousands: each count in the staff member's number format.
          text: t(
            'erase.done',
            Object.fromEntries(Object.entries(counts).map(([key, n]) => [key, number(n)])),
          ),
          failed: false,
        }
      : undefined;

  const ask = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault(); // the dialog asks first; its button sends the form
    const form = formRef.current;
    // Asked only for an address the field accepts.
    if (!form?.reportValidity()) return;
    setAsked(String(new FormData(form).get('email') ?? '').trim());
    setOpen(true);
  };

  return (
    <Panel aria-labelledby="erase-heading">
      <h2 id="erase-heading">{t('erase.heading')}</h2>
      <p>{t('erase.intro')}</p>
      <Fields
        as={Form}
        key={formKey}
        ref={formRef}
        id={formId}
        {...formProps}
        aria-labelledby="erase-heading"
      >
        <input {...formField} />
        <InputField
          label={t('erase.email')}
          name="email"
          type="email"
          required
          maxLength={320}
          autoComplete="off"
          defaultValue={failure?.values.email ?? question ?? email ?? ''}
        />
        {question === undefined ? (
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title={t('erase.confirmTitle')}
            description={t('erase.confirmText', { email: asked })}
            closeLabel={t('erase.close')}
            trigger={
              <Button type="submit" $variant="secondary" onClick={ask}>
                {t('erase.submit')}
              </Button>
            }
          >
            <ConfirmChoices>
              <DangerButton
                type="submit"
                form={formId}
                name={CONFIRM_FIELD}
                value="yes"
                disabled={sending}
              >
                {t('erase.confirm')}
              </DangerButton>
              <Button type="button" $variant="secondary" onClick={close}>
                {t('confirm.cancel')}
              </Button>
            </ConfirmChoices>
          </Dialog>
        ) : (
          <ConfirmQuestion title={t('erase.confirmTitle')} confirmLabel={t('erase.confirm')}>
            <p>{t('erase.confirmText', { email: question.trim() })}</p>
          </ConfirmQuestion>
        )}
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
