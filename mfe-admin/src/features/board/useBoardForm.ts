import { useLeadForm } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { boardForm, type BoardField, type BoardFormKind } from './boardForms';

/**
 * One board form of one entry (useLeadForm, named `<form>:<entry id>`):
 * what the API refused about the input is said at the field (`fieldError`),
 * anything else (too many requests, the API down) and what a post did
 * (`done`, after its redirect) beside the form (`outcome`).
 */
export function useBoardForm<Result = unknown>(
  kind: BoardFormKind,
  entryId: string,
  done?: string,
) {
  const { failureText } = useConsoleTexts();
  const form = useLeadForm<BoardField, Result>({ form: boardForm(kind, entryId) });
  const { failure, sent } = form;
  const atField = failure ? Object.values(failure.fieldErrors).some(Boolean) : false;
  const fieldError = failure && atField ? failureText(failure) : undefined;
  const outcome =
    failure && !atField
      ? { text: failureText(failure), failed: true }
      : sent && done
        ? { text: done, failed: false }
        : undefined;
  return { ...form, fieldError, outcome };
}
