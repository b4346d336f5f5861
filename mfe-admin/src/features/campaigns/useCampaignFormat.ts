import { useMemo } from 'react';
import { numberFormat } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';

/** A share (0.25) as a percentage in the member's language ('25 %', '33,3 %'); '–' for none. */
export function usePercent() {
  const { i18n } = useConsoleTexts();
  return useMemo(() => {
    const format = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
    return (share: number | null) => (share === null ? '–' : format.format(share));
  }, [i18n.language]);
}
