import { adminMessages, type AdminMessageKey } from 'contracts/admin';
import { useCallback } from 'react';
import { apiErrorMessage, useSectionTexts } from 'shared-ui';
import { consoleTexts } from '../../texts';

const keyByMessage = new Map<string, AdminMessageKey>(
  Object.entries(adminMessages).map(([key, message]) => [message, key as AdminMessageKey]),
);

/** The API's German message as the key of the console's catalogs (undefined: not one of ours). */
export const adminMessageKey = (message: string | undefined) =>
  message === undefined ? undefined : keyByMessage.get(message);

/**
 * The console's texts, and a failed call said in the staff member's
 * language: the API's message when it is one of the console's, else a
 * general one.
 */
export function useConsoleTexts() {
  const { t, i18n } = useSectionTexts(consoleTexts);
  const errorText = useCallback(
    (error: unknown) =>
      apiErrorMessage(
        error,
        (message) => {
          const key = adminMessageKey(message);
          return key ? t(`api.${key}`) : undefined;
        },
        t('api.fallback'),
      ),
    [t],
  );
  return { t, i18n, errorText };
}
