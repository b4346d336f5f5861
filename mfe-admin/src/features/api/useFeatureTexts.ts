import { useCallback, useMemo } from 'react';
import type { LeadFormFailure } from 'shared-ui';
import { useConsoleTexts } from './useConsoleTexts';

/**
 * The console's texts, and a failed form of a feature said in the member's
 * language: the feature API's own German messages (contracts'
 * `pixelMessages`, `routingMessages`…) by key as the catalog's
 * `<block>.api.<key>`, else as every console form says its failure.
 */
export function useFeatureTexts(messages: Readonly<Record<string, string>>, block: string) {
  const texts = useConsoleTexts();
  const { t, failureText } = texts;
  const keyByMessage = useMemo(
    () => new Map(Object.entries(messages).map(([key, message]) => [message, key])),
    [messages],
  );
  const featureFailureText = useCallback(
    (failure: LeadFormFailure) => {
      const message = Object.values(failure.fieldErrors).find(Boolean) ?? failure.message;
      const key = message === undefined ? undefined : keyByMessage.get(message);
      return key ? t(`${block}.api.${key}`) : failureText(failure);
    },
    [t, failureText, keyByMessage, block],
  );
  return { ...texts, featureFailureText };
}
