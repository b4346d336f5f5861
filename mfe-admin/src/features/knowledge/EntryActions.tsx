import { Link, useSearchParams } from 'react-router-dom';
import { Button, space, useLeadForm } from 'shared-ui';
import styled from 'styled-components';
import { ConfirmQuestion } from '../frame/ConfirmQuestion';
import { Outcome } from '../frame/Outcome';
import { knowledgeForm, type DeleteQuestion } from './knowledgeForms';
import { withEntry, type KnowledgeEntry, type KnowledgeKind } from './knowledgeKinds';
import { useKnowledgeTexts } from './useKnowledgeTexts';

interface Props {
  kind: KnowledgeKind;
  entry: KnowledgeEntry;
}

/** One entry's actions in the list: edit it, switch it on or off, delete it (asked first). */
export function EntryActions({ kind, entry }: Props) {
  const { t } = useKnowledgeTexts();
  const [search] = useSearchParams();
  return (
    <Actions>
      <Link
        to={{ search: withEntry(search, entry.id) }}
        aria-label={t('knowledge.editLabel', { name: entry.title })}
      >
        {t('knowledge.edit')}
      </Link>
      <ActiveForm kind={kind} entry={entry} />
      <DeleteForm kind={kind} entry={entry} />
    </Actions>
  );
}

function ActiveForm({ kind, entry }: Props) {
  const { t, entryFailureText } = useKnowledgeTexts();
  const { Form, formProps, formField, sending, failure } = useLeadForm({
    form: knowledgeForm(kind, 'active', entry.id),
  });
  const label = { name: entry.title };
  return (
    <Form {...formProps}>
      <input {...formField} />
      <input type="hidden" name="active" value={String(!entry.active)} />
      <Button
        type="submit"
        $variant="secondary"
        disabled={sending}
        aria-label={
          entry.active ? t('knowledge.deactivateLabel', label) : t('knowledge.activateLabel', label)
        }
      >
        {entry.active ? t('knowledge.deactivate') : t('knowledge.activate')}
      </Button>
      {failure ? <Outcome outcome={{ text: entryFailureText(failure), failed: true }} /> : null}
    </Form>
  );
}

/** Deleting: the first post brings the question (as the page without script), its button deletes. */
function DeleteForm({ kind, entry }: Props) {
  const { t, entryFailureText } = useKnowledgeTexts();
  const { Form, formProps, formField, sending, failure, result } = useLeadForm<
    string,
    DeleteQuestion
  >({ form: knowledgeForm(kind, 'delete', entry.id) });
  return (
    <Form {...formProps}>
      <input {...formField} />
      <input type="hidden" name="title" value={entry.title} />
      {result?.kind === 'delete' ? (
        <ConfirmQuestion
          title={t(`knowledge.${kind.key}.removeQuestion`, { name: entry.title })}
          confirmLabel={t('knowledge.confirmRemove')}
        >
          {null}
        </ConfirmQuestion>
      ) : (
        <Button
          type="submit"
          $variant="secondary"
          disabled={sending}
          aria-label={t('knowledge.removeLabel', { name: entry.title })}
        >
          {t('knowledge.remove')}
        </Button>
      )}
      {failure ? <Outcome outcome={{ text: entryFailureText(failure), failed: true }} /> : null}
    </Form>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: center;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;
