import { BOARD_TITLE_MAX_LENGTH, type ModeratedEntry } from 'contracts/admin';
import { Button, InputField } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { Outcome } from '../frame/Outcome';
import { Fields } from './boardLayout';
import { useBoardForm } from './useBoardForm';

/** 'Veröffentlichen', with the short title the board shows above the text (optional). */
export function PublishForm({ entry }: { entry: ModeratedEntry }) {
  const { t } = useConsoleTexts();
  const { Form, formProps, formField, sending, failure, fieldError, outcome, formKey } =
    useBoardForm('publish', entry.id);
  return (
    <Fields as={Form} key={formKey} {...formProps}>
      <input {...formField} />
      <InputField
        label={t('board.title')}
        hint={t('board.titleHint')}
        name="title"
        maxLength={BOARD_TITLE_MAX_LENGTH}
        autoComplete="off"
        defaultValue={failure?.values.title ?? entry.title ?? ''}
        error={fieldError}
      />
      <Button type="submit" disabled={sending}>
        {t('board.publish')}
      </Button>
      <Outcome outcome={outcome} />
    </Fields>
  );
}
