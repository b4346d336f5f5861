import { knowledgeMessages } from 'contracts/admin';
import { useCallback } from 'react';
import type { LeadFormFailure } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';

const keyByMessage = new Map<string, string>(
  Object.entries(knowledgeMessages).map(([key, message]) => [message, key]),
);

/**
 * The console's texts, and a failed FAQ or glossary form said in the
 * member's language: the API's own messages (409 included) by key, else as
 * every console form says its failure.
 */
export function useKnowledgeTexts() {
  const texts = useConsoleTexts();
  const { t, failureText } = texts;
  const entryFailureText = useCallback(
    (failure: LeadFormFailure) => {
      const message = Object.values(failure.fieldErrors).find(Boolean) ?? failure.message;
      const key = message === undefined ? undefined : keyByMessage.get(message);
      return key ? t(`knowledge.api.${key}`) : failureText(failure);
    },
    [t, failureText],
  );
  return { ...texts, entryFailureText };
}
