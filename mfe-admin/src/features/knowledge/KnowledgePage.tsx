import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { consoleQuery } from '../api/consoleApi';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { QueryView } from '../frame/QueryView';
import { SentOutcome } from '../records/SentOutcome';
import { EntryForm } from './EntryForm';
import { KnowledgeFilters } from './KnowledgeFilters';
import {
  KNOWLEDGE_KINDS,
  knowledgePaths,
  toEntry,
  type KnowledgeApiEntry,
  type KnowledgeKind,
} from './knowledgeKinds';
import { KnowledgeList } from './KnowledgeList';
import { useKnowledgeTexts } from './useKnowledgeTexts';

/** The Verifactu FAQs (admins, editors): filters, the list by group, a new one, the edit of one. */
export function FaqsPage() {
  return <ConsoleFrame page="faqs">{() => <Knowledge kind={KNOWLEDGE_KINDS.faqs} />}</ConsoleFrame>;
}

/** The Verifactu glossary, the same way. */
export function GlossaryPage() {
  return (
    <ConsoleFrame page="glossary">
      {() => <Knowledge kind={KNOWLEDGE_KINDS.glossary} />}
    </ConsoleFrame>
  );
}

function Knowledge({ kind }: { kind: KnowledgeKind }) {
  const { t } = useKnowledgeTexts();
  const [search] = useSearchParams();
  const [listPath, editPath] = knowledgePaths(kind, search);
  const list = useQuery(consoleQuery<KnowledgeApiEntry[]>(listPath!));
  const edited = useQuery({
    ...consoleQuery<KnowledgeApiEntry>(editPath ?? `${kind.apiPath}/-`),
    enabled: editPath !== undefined,
  });
  const editing = edited.data ? toEntry(kind, edited.data) : undefined;
  return (
    <>
      <p>{t(`knowledge.${kind.key}.intro`)}</p>
      <KnowledgeSentOutcome kind={kind} />
      <KnowledgeFilters kind={kind} />
      <QueryView query={list}>
        {(records) => <KnowledgeList kind={kind} entries={records.map((r) => toEntry(kind, r))} />}
      </QueryView>
      {editPath && edited.isError ? (
        <p role="alert">{t(`knowledge.${kind.key}.notFound`)}</p>
      ) : null}
      {editing ? (
        <EntryForm key={`${editing.id}:${editing.version}`} kind={kind} entry={editing} />
      ) : (
        <EntryForm kind={kind} />
      )}
    </>
  );
}

/** What the last post did, after its redirect: said once for the page. */
function KnowledgeSentOutcome({ kind }: { kind: KnowledgeKind }) {
  const { t } = useKnowledgeTexts();
  const said: Record<string, (name: string) => string> = {
    create: (name) => t(`knowledge.${kind.key}.created`, { name }),
    delete: () => t('knowledge.removed'),
    move: (name) => t('knowledge.moved', { name }),
    edit: () => t('knowledge.saved'),
    active: () => t('knowledge.saved'),
  };
  return (
    <SentOutcome
      prefix={kind.formPrefix}
      text={(form, name) => (Object.hasOwn(said, form) ? said[form]!(name) : undefined)}
    />
  );
}
