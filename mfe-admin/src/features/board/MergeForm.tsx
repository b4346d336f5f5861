import type { ModeratedEntry } from 'contracts/admin';
import { useState } from 'react';
import { Button, SelectField } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { ConfirmQuestion } from '../frame/ConfirmQuestion';
import { Outcome } from '../frame/Outcome';
import type { MergeQuestion } from './boardForms';
import { Fields, Foldout } from './boardLayout';
import { entryLabel } from './entryLabel';
import { useBoardForm } from './useBoardForm';

/**
 * 'Als Duplikat zusammenführen': the original chosen among the published
 * entries, then asked once more, naming it and the votes that move (the
 * API moves them; a voter of both counts once).
 */
export function MergeForm({
  entry,
  targets,
}: {
  entry: ModeratedEntry;
  /** The published entries; undefined while they cannot be read. */
  targets: ModeratedEntry[] | undefined;
}) {
  const { t } = useConsoleTexts();
  const { number } = useFormatters();
  const { Form, formProps, formField, sending, failure, result, fieldError, outcome } =
    useBoardForm<MergeQuestion>('merge', entry.id);
  const [openAtFirst] = useState(Boolean(failure || result));
  const candidates = (targets ?? []).filter((target) => target.id !== entry.id);
  const chosen = result && candidates.find((target) => target.id === result.intoId);
  // Asked without a choice: no question, the field says what is missing.
  const missingChoice = result && !chosen ? t('board.mergeChooseFirst') : undefined;
  return (
    <Foldout open={openAtFirst || undefined}>
      <summary>{t('board.merge')}</summary>
      <p>{t('board.mergeIntro')}</p>
      {!targets ? (
        <p>{t('state.failed')}</p>
      ) : candidates.length === 0 ? (
        <p>{t('board.mergeNoTargets')}</p>
      ) : (
        <Fields as={Form} {...formProps}>
          <input {...formField} />
          {/* Asked about one original, the post names that one: the choice waits until 'Abbrechen'. */}
          {chosen ? <input type="hidden" name="intoId" value={chosen.id} /> : null}
          <SelectField
            label={t('board.mergeTarget')}
            name={chosen ? undefined : 'intoId'}
            disabled={Boolean(chosen)}
            required
            defaultValue={failure?.values.intoId ?? result?.intoId ?? ''}
            error={fieldError ?? missingChoice}
            options={[
              { value: '', label: t('board.mergeChoose') },
              ...candidates.map((target) => ({
                value: target.id,
                label: t('board.mergeOption', {
                  label: entryLabel(target),
                  count: target.votes,
                  formatted: number(target.votes),
                }),
              })),
            ]}
          />
          {chosen ? (
            <ConfirmQuestion
              title={t('board.mergeConfirmTitle')}
              confirmLabel={t('board.mergeConfirm')}
            >
              <p>
                {t('board.mergeConfirmText', {
                  target: entryLabel(chosen),
                  count: entry.votes,
                  formatted: number(entry.votes),
                })}
              </p>
            </ConfirmQuestion>
          ) : (
            <Button type="submit" $variant="secondary" disabled={sending}>
              {t('board.mergeSubmit')}
            </Button>
          )}
        </Fields>
      )}
      <Outcome outcome={outcome} />
    </Foldout>
  );
}
