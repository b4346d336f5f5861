import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { RESULT_PARAM, SENT_PARAM } from 'shared-ui';
import { consoleQuery } from '../api/consoleApi';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { Outcome } from '../frame/Outcome';
import { QueryView } from '../frame/QueryView';
import { EntryForm } from './EntryForm';
import { KnowledgeFilters } from './KnowledgeFilters';
import { knowledgeForm } from './knowledgeForms';
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
      <SentOutcome kind={kind} />
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

/** What the last post did, after its redirect (`?gesendet=<form>`): said once for the page. */
function SentOutcome({ kind }: { kind: KnowledgeKind }) {
  const { t } = useKnowledgeTexts();
  const [search] = useSearchParams();
  const sent = search.get(SENT_PARAM) ?? '';
  const name = search.get(RESULT_PARAM) ?? '';
  const is = (form: Parameters<typeof knowledgeForm>[1]) =>
    sent === knowledgeForm(kind, form) || sent.startsWith(`${knowledgeForm(kind, form)}:`);
  const text = is('create')
    ? t(`knowledge.${kind.key}.created`, { name })
    : is('delete')
      ? t('knowledge.removed')
      : is('move')
        ? t('knowledge.moved', { name })
        : is('edit') || is('active')
          ? t('knowledge.saved')
          : undefined;
  return text ? <Outcome outcome={{ text, failed: false }} /> : null;
}
