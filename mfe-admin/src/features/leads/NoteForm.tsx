import type { LeadType } from 'contracts/admin';
import { Button, space, TextAreaField, useLeadForm } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { Outcome } from '../frame/Outcome';
import { noteForm, type NoteField } from './inboxForms';

/** 'Notiz hinzufügen': a real form posted to the page (inboxForms.ts), with script or without. */
export function NoteForm({ type, id }: { type: LeadType; id: string }) {
  const { t, failureText } = useConsoleTexts();
  const { Form, formProps, formField, sending, failure, sent, formKey, fieldError } =
    useLeadForm<NoteField>({ form: noteForm(type, id) });
  const outcome = failure
    ? { text: failureText(failure), failed: true }
    : sent
      ? { text: t('inbox.noteSaved'), failed: false }
      : undefined;
  return (
    <Fields as={Form} key={formKey} {...formProps}>
      <input {...formField} />
      <TextAreaField
        label={t('inbox.note')}
        name="text"
        rows={3}
        maxLength={2000}
        required
        defaultValue={failure?.values.text ?? ''}
        error={fieldError('text') && failure ? failureText(failure) : undefined}
      />
      <div>
        <Button type="submit" disabled={sending}>
          {t('inbox.addNote')}
        </Button>
      </div>
      <Outcome outcome={outcome} />
    </Fields>
  );
}

const Fields = styled.form`
  display: grid;
  gap: ${space.sm};
  max-width: 40rem;
`;
