import { roadmapMessages } from 'contracts/admin';
import { useCallback } from 'react';
import type { LeadFormFailure } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';

/** The API's fixed messages by their German text; the two that name something are told by their start. */
const keyByMessage = new Map<string, string>(
  Object.entries(roadmapMessages).flatMap(([key, message]) =>
    typeof message === 'string' ? [[message, key] as const] : [],
  ),
);
const KEY_TAKEN = roadmapMessages.keyTaken('').split('„')[0]!;
const LINKED = roadmapMessages.linkedEntries(0).split('0')[0]!;

/**
 * The console's texts, and a failed roadmap form said in the member's
 * language: the roadmap API's own messages (409 included) by key, else as
 * every console form says its failure.
 */
export function useRoadmapTexts() {
  const texts = useConsoleTexts();
  const { t, failureText } = texts;
  const roadmapFailureText = useCallback(
    (failure: LeadFormFailure) => {
      const message = Object.values(failure.fieldErrors).find(Boolean) ?? failure.message;
      if (message?.startsWith(KEY_TAKEN)) return t('roadmap.keyTaken');
      if (message?.startsWith(LINKED)) return t('roadmap.linkedEntries');
      const key = message === undefined ? undefined : keyByMessage.get(message);
      return key ? t(`roadmap.api.${key}`) : failureText(failure);
    },
    [t, failureText],
  );
  return { ...texts, roadmapFailureText };
}
