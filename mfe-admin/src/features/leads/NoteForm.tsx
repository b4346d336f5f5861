import type { LeadType } from 'contracts/admin';
import { TextAreaField, useLeadForm } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { InlineForm } from '../records/RecordFormParts';
import { noteForm, type NoteField } from './inboxForms';

/** 'Notiz hinzufügen': a real form posted to the page (inboxForms.ts), with script or without. */
export function NoteForm({ type, id }: { type: LeadType; id: string }) {
  const { t, failureText } = useConsoleTexts();
  const form = useLeadForm<NoteField>({ form: noteForm(type, id) });
  const { failure, fieldError } = form;
  return (
    <InlineForm form={form} submit={t('inbox.addNote')} saved={t('inbox.noteSaved')} wide>
      <TextAreaField
        label={t('inbox.note')}
        name="text"
        rows={3}
        maxLength={2000}
        required
        defaultValue={failure?.values.text ?? ''}
        error={fieldError('text') && failure ? failureText(failure) : undefined}
      />
    </InlineForm>
  );
}
