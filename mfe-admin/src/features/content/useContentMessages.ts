import { readMessage, translatedContentMessages } from 'contracts/admin';
import { textFieldMessages } from 'contracts/messages';
import { useCallback } from 'react';
import type { LeadFormFailure } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import type { ContentPage } from './contentPage';

/** The text rules' messages name the field ("Name fehlt"): at the field, its label says which. */
const MISSING = new RegExp(`${textFieldMessages.missing('').trim()}$`);
const TOO_LONG = /\(höchstens (\d+) Zeichen\)$/;

type Translate = ReturnType<typeof useConsoleTexts>['t'];

/**
 * A content page's text: its type's own (`products.save`) where it has one,
 * else the words every content page shares (`content.save`).
 */
export const blockText =
  (t: Translate, block: string) =>
  (key: string, values?: Record<string, string>): string => {
    const own = t(`${block}.${key}`, values);
    // A key the catalogs lack answers itself.
    return own === `${block}.${key}` ? t(`content.${key}`, values) : own;
  };

/**
 * The console's texts, and a content API's German message said in the
 * member's language (as the e-books page does): the record's own messages
 * and the translated-content ones by key under `<block>.api` (with the
 * record they name), the text rules' at their field (`fieldMissing`,
 * `fieldTooLong`), else as every console form says its failure.
 */
export function useContentMessages(block: string, messages: Readonly<Record<string, string>>) {
  const texts = useConsoleTexts();
  const { t, failureText } = texts;
  const text = blockText(t, block);
  const messageText = useCallback(
    (message: string | undefined): string | undefined => {
      if (message === undefined) return undefined;
      const read = readMessage({ ...translatedContentMessages, ...messages }, message);
      if (read) return text(`api.${read.key}`, read.values);
      const max = TOO_LONG.exec(message)?.[1];
      if (max) return text('api.fieldTooLong', { max });
      if (MISSING.test(message)) return text('api.fieldMissing');
      return undefined;
    },
    [text, messages],
  );
  /** The form's own message: a refusal that names no field (409 changed meanwhile, in use). */
  const formFailureText = useCallback(
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
  return { ...texts, text, formFailureText, fieldText };
}

/** A content type's texts, and its API's messages said in the member's language. */
export const useContentTypeTexts = (page: ContentPage) =>
  useContentMessages(page.block, page.type.messages);
