import type { ModeratedEntry } from 'contracts/admin';
import { useState } from 'react';
import { Button, TextAreaField } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { ConfirmQuestion } from '../frame/ConfirmQuestion';
import { Outcome } from '../frame/Outcome';
import type { RejectQuestion } from './boardForms';
import { Fields, Foldout } from './boardLayout';
import { useBoardForm } from './useBoardForm';

/**
 * 'Ablehnen' with the reason the console keeps (required; never public),
 * asked once more before it is done: the first post brings the question,
 * its button confirms (boardForms.ts). Not emptied after an answer: the
 * question comes with what was typed, and a done rejection leaves the list.
 */
export function RejectForm({ entry }: { entry: ModeratedEntry }) {
  const { t } = useConsoleTexts();
  const { Form, formProps, formField, sending, failure, result, fieldError, outcome } =
    useBoardForm<RejectQuestion>('reject', entry.id);
  // A page the server rendered for this form's post opens it; later the person decides.
  const [openAtFirst] = useState(Boolean(failure || result));
  return (
    <Foldout open={openAtFirst || undefined}>
      <summary>{t('board.reject')}</summary>
      <Fields as={Form} {...formProps}>
        <input {...formField} />
        <TextAreaField
          label={t('board.reason')}
          hint={t('board.reasonHint')}
          name="reason"
          rows={3}
          maxLength={1000}
          required
          defaultValue={failure?.values.reason ?? result?.reason ?? ''}
          error={fieldError}
        />
        {result ? (
          <ConfirmQuestion
            title={t('board.rejectConfirmTitle')}
            confirmLabel={t('board.rejectConfirm')}
          >
            <p>{t('board.rejectConfirmText')}</p>
          </ConfirmQuestion>
        ) : (
          <Button type="submit" $variant="secondary" disabled={sending}>
            {t('board.rejectSubmit')}
          </Button>
        )}
      </Fields>
      <Outcome outcome={outcome} />
    </Foldout>
  );
}
