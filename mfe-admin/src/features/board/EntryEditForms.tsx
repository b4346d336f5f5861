import { BOARD_TITLE_MAX_LENGTH, type ModeratedEntry } from 'contracts/admin';
import { BOARD_STATUSES, ROADMAP_LINKABLE_STATUSES } from 'contracts/board';
import type { ReactNode } from 'react';
import { Button, InputField, SelectField, TextAreaField } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { Outcome } from '../frame/Outcome';
import type { BoardFormKind } from './boardForms';
import { Fields } from './boardLayout';
import { shownText } from './entryLabel';
import { useRoadmapChoices } from './roadmapChoices';
import { useBoardForm } from './useBoardForm';

/**
 * Editing an entry, one form per change (each one moderation step, logged
 * by the API): its short title, the redaction of its text, and for a
 * published one its status and roadmap link.
 */
type FormState = ReturnType<typeof useBoardForm>;

/** One editing form: what its post did or why not beside it. */
function EditForm({
  kind,
  entry,
  done,
  submit,
  children,
}: {
  kind: BoardFormKind;
  entry: ModeratedEntry;
  done: string;
  submit: string;
  children: (form: FormState) => ReactNode;
}) {
  const form = useBoardForm(kind, entry.id, done);
  const { Form, formProps, formField, sending, outcome, formKey } = form;
  return (
    <Fields as={Form} key={formKey} {...formProps}>
      <input {...formField} />
      {children(form)}
      <Button type="submit" $variant="secondary" disabled={sending}>
        {submit}
      </Button>
      <Outcome outcome={outcome} />
    </Fields>
  );
}

export function TitleForm({ entry }: { entry: ModeratedEntry }) {
  const { t } = useConsoleTexts();
  return (
    <EditForm kind="title" entry={entry} done={t('board.titleSaved')} submit={t('board.saveTitle')}>
      {(form) => <EntryTitleField entry={entry} form={form} />}
    </EditForm>
  );
}

/** The short title the board shows above the text (optional): edited, or given on publishing. */
export function EntryTitleField({
  entry,
  form: { failure, fieldError },
}: {
  entry: ModeratedEntry;
  form: Pick<FormState, 'failure' | 'fieldError'>;
}) {
  const { t } = useConsoleTexts();
  return (
    <InputField
      label={t('board.title')}
      hint={t('board.titleHint')}
      name="title"
      maxLength={BOARD_TITLE_MAX_LENGTH}
      autoComplete="off"
      defaultValue={failure?.values.title ?? entry.title ?? ''}
      error={fieldError}
    />
  );
}

/** The text the board shows, personal data taken out; the API logs before and after. */
export function RedactForm({ entry }: { entry: ModeratedEntry }) {
  const { t } = useConsoleTexts();
  return (
    <EditForm kind="redact" entry={entry} done={t('board.redacted')} submit={t('board.redact')}>
      {({ failure, fieldError }) => (
        <TextAreaField
          label={t('board.redactLabel')}
          hint={t('board.redactHint')}
          name="text"
          rows={6}
          required
          lang={entry.language ?? undefined}
          defaultValue={failure?.values.text ?? shownText(entry)}
          error={fieldError}
        />
      )}
    </EditForm>
  );
}

export function StatusForm({ entry }: { entry: ModeratedEntry }) {
  const { t } = useConsoleTexts();
  return (
    <EditForm
      kind="status"
      entry={entry}
      done={t('board.statusSaved')}
      submit={t('board.saveStatus')}
    >
      {({ failure, fieldError }) => (
        <SelectField
          label={t('board.status')}
          hint={t('board.statusHint')}
          name="status"
          defaultValue={failure?.values.status ?? entry.status}
          error={fieldError}
          options={BOARD_STATUSES.map((status) => ({
            value: status,
            label: t(`board.statuses.${status}`),
          }))}
        />
      )}
    </EditForm>
  );
}

/** The roadmap item an entry planned or in progress belongs to (the roadmap shows its votes). */
export function RoadmapForm({ entry }: { entry: ModeratedEntry }) {
  const { t } = useConsoleTexts();
  const choices = useRoadmapChoices(entry.roadmapItem);
  const linkable = (ROADMAP_LINKABLE_STATUSES as readonly string[]).includes(entry.status);
  // Not linkable (any more): said, with the unlinking still possible for an old link.
  if (!linkable && entry.roadmapItem === null) return <p>{t('board.roadmapNeedsStatus')}</p>;
  return (
    <EditForm
      kind="roadmap"
      entry={entry}
      done={t('board.roadmapSaved')}
      submit={t('board.saveRoadmap')}
    >
      {({ failure, fieldError }) => (
        <SelectField
          label={t('board.roadmapLabel')}
          hint={linkable ? t('board.roadmapHint') : t('board.roadmapNeedsStatus')}
          name="roadmapItem"
          defaultValue={failure?.values.roadmapItem ?? entry.roadmapItem ?? ''}
          error={fieldError}
          options={[{ value: '', label: t('board.roadmapNone') }, ...choices]}
        />
      )}
    </EditForm>
  );
}
