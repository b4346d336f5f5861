import { useMemo } from 'react';
import { useConsoleTexts } from './useConsoleTexts';
import { dateTimeFormat, numberFormat } from 'shared-ui';

/**
 * Dates and numbers in the staff member's language. Times are shown in UTC,
 * as the database stores them: the server and the browser render the same.
 */
export function useFormatters() {
  const { i18n } = useConsoleTexts();
  const language = i18n.language;
  return useMemo(() => {
    const day = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    // dateStyle cannot be combined with timeZoneName: the fields one by one.
    const moment = dateTimeFormat(language, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    });
    const number = numberFormat(language);
    return {
      day: (iso: string) => day.format(new Date(iso)),
      moment: (iso: string) => moment.format(new Date(iso)),
      number: (value: number) => number.format(value),
    };
  }, [language]);
}
