import { knowledgeMessages } from 'contracts/admin';
import { useCallback } from 'react';
import type { LeadFormFailure } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import type { KnowledgeKindKey } from './knowledgeKinds';

const keyByMessage = new Map<string, string>(
  Object.entries(knowledgeMessages).map(([key, message]) => [message, key]),
);

/** The text rules' German messages (contracts' textFieldMessages), read back. */
const MISSING = /^.+ fehlt$/;
const TOO_LONG = /^.+ ist zu lang \(höchstens (\d+) Zeichen\)$/;
const CHARACTERS = /^.+ enthält (?:Steuerzeichen|ungültige Unicode-Zeichen)/;

/**
 * The console's texts, and a failed FAQ or glossary form said in the
 * member's language: the API's own messages (409 included) by key, a text
 * rule's message with the field's label on the page, else as every console
 * form says its failure.
 */
export function useKnowledgeTexts(kind?: KnowledgeKindKey) {
  const texts = useConsoleTexts();
  const { t, failureText } = texts;
  const entryFailureText = useCallback(
    (failure: LeadFormFailure) => {
      const [field, fieldMessage] =
        Object.entries(failure.fieldErrors).find(([, text]) => Boolean(text)) ?? [];
      const message = fieldMessage ?? failure.message;
      const key = message === undefined ? undefined : keyByMessage.get(message);
      if (key) return t(`knowledge.api.${key}`);
      if (kind && message && (field === 'topic' || field === 'title' || field === 'text')) {
        const label = t(`knowledge.${kind}.${field}`);
        const max = TOO_LONG.exec(message)?.[1];
        if (max) return t('knowledge.tooLong', { field: label, max });
        if (MISSING.test(message)) return t('knowledge.missing', { field: label });
        if (CHARACTERS.test(message)) return t('knowledge.characters', { field: label });
      }
      return failureText(failure);
    },
    [t, failureText, kind],
  );
  return { ...texts, entryFailureText };
}
