import { fieldText } from 'contracts/admin';
import { useCallback } from 'react';
import { useConsoleTexts } from '../api/useConsoleTexts';

/** The diff's words, and a value as it reads in the member's language (yes and no said). */
export function useDiffTexts() {
  const { t, i18n } = useConsoleTexts();
  const valueText = useCallback(
    (value: unknown) =>
      typeof value === 'boolean' ? t(value ? 'diff.yes' : 'diff.no') : fieldText(value),
    [t],
  );
  return { t, i18n, valueText };
}
