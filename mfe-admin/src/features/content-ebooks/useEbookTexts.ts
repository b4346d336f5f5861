import { ebookMessages, readMessage, translatedContentMessages } from 'contracts/admin';
import { textFieldMessages } from 'contracts/messages';
import { useCallback } from 'react';
import type { LeadFormFailure } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';

const templates: Record<string, string> = { ...translatedContentMessages, ...ebookMessages };
/** The text rules' messages name the field ("Titel fehlt"): at the field, its label says which. */
const MISSING = new RegExp(`${textFieldMessages.missing('').trim()}$`);
const TOO_LONG = /\(höchstens (\d+) Zeichen\)$/;

/**
 * The console's texts, and an e-book API message said in the member's
 * language: the e-book API's own by key (with the e-book it names), the
 * text rules' at their field, else as every console form says its failure.
 */
export function useEbookTexts() {
  const texts = useConsoleTexts();
  const { t, failureText } = texts;
  const messageText = useCallback(
    (message: string | undefined): string | undefined => {
      if (message === undefined) return undefined;
      const read = readMessage(templates, message);
      if (read) return t(`ebooks.api.${read.key}`, read.values);
      const max = TOO_LONG.exec(message)?.[1];
      if (max) return t('ebooks.api.fieldTooLong', { max });
      if (MISSING.test(message)) return t('ebooks.api.fieldMissing');
      return undefined;
    },
    [t],
  );
  /** The form's own message: a refusal that names no field (409 changed meanwhile, has downloads). */
  const ebookFailureText = useCallback(
    (failure: LeadFormFailure) =>
      messageText(Object.values(failure.fieldErrors).find(Boolean) ?? failure.message) ??
      failureText(failure),
    [messageText, failureText],
  );
  /** A field's refusal, in the member's language. */
  const fieldText = useCallback(
    (failure: LeadFormFailure | undefined, field: string) => {
      const message = failure?.fieldErrors[field];
      return message ? (messageText(message) ?? failureText(failure)) : undefined;
    },
    [messageText, failureText],
  );
  return { ...texts, ebookFailureText, fieldText };
}
