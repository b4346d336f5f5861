import { useSearchParams } from 'react-router-dom';
import { RecordActions, recordActionTexts } from '../records/RecordActions';
import { knowledgeForm } from './knowledgeForms';
import { withEntry, type KnowledgeEntry, type KnowledgeKind } from './knowledgeKinds';
import { useKnowledgeTexts } from './useKnowledgeTexts';

/** One entry's actions in the list: edit it, switch it on or off, delete it (asked first). */
export function EntryActions({ kind, entry }: { kind: KnowledgeKind; entry: KnowledgeEntry }) {
  const { t, entryFailureText } = useKnowledgeTexts();
  const [search] = useSearchParams();
  return (
    <RecordActions
      record={entry}
      editSearch={withEntry(search, entry.id)}
      forms={{
        active: knowledgeForm(kind, 'active', entry.id),
        delete: knowledgeForm(kind, 'delete', entry.id),
      }}
      named={{ field: 'title', value: entry.title }}
      texts={recordActionTexts(
        t,
        'knowledge',
        { name: entry.title },
        `knowledge.${kind.key}.removeQuestion`,
      )}
      failureText={entryFailureText}
    />
  );
}
