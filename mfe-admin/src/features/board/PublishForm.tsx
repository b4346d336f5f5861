import type { ModeratedEntry } from 'contracts/admin';
import { Button } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { Outcome } from '../frame/Outcome';
import { Fields } from './boardLayout';
import { EntryTitleField } from './EntryEditForms';
import { useBoardForm } from './useBoardForm';

/** 'Veröffentlichen', with the short title the board shows above the text (optional). */
export function PublishForm({ entry }: { entry: ModeratedEntry }) {
  const { t } = useConsoleTexts();
  const form = useBoardForm('publish', entry.id);
  const { Form, formProps, formField, sending, outcome, formKey } = form;
  return (
    <Fields as={Form} key={formKey} {...formProps}>
      <input {...formField} />
      <EntryTitleField entry={entry} form={form} />
      <Button type="submit" disabled={sending}>
        {t('board.publish')}
      </Button>
      <Outcome outcome={outcome} />
    </Fields>
  );
}
