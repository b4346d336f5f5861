import { adminMessages, type AdminMessageKey } from 'contracts/admin';
import { validationMessageKey } from 'contracts/messages';
import { useCallback } from 'react';
import {
  apiErrorMessage,
  useSectionTexts,
  useValidationMessage,
  type LeadFormFailure,
} from 'shared-ui';
import { consoleTexts } from '../../texts';

const keyByMessage = new Map<string, AdminMessageKey>(
  Object.entries(adminMessages).map(([key, message]) => [message, key as AdminMessageKey]),
);

/** The API's German message as the key of the console's catalogs (undefined: not one of ours). */
export const adminMessageKey = (message: string | undefined) =>
  message === undefined ? undefined : keyByMessage.get(message);

/**
 * The console's texts, and a failed call said in the staff member's
 * language: the API's message when it is one of the console's or a
 * contract's validation message, else a general one.
 */
export function useConsoleTexts() {
  const { t, i18n } = useSectionTexts(consoleTexts);
  const validation = useValidationMessage();
  const localize = useCallback(
    (message: string | undefined) => {
      const key = adminMessageKey(message);
      if (key) return t(`api.${key}`);
      return validationMessageKey(message) ? validation(message) : undefined;
    },
    [t, validation],
  );
  const errorText = useCallback(
    (error: unknown) => apiErrorMessage(error, localize, t('api.fallback')),
    [localize, t],
  );
  /** What a form's failed post says (its action's `leadFormFailure`): one message per form. */
  const failureText = useCallback(
    (failure: LeadFormFailure) =>
      localize(Object.values(failure.fieldErrors).find(Boolean) ?? failure.message) ??
      t('api.fallback'),
    [localize, t],
  );
  return { t, i18n, errorText, failureText };
}
