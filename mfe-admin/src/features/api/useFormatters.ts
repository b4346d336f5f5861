import { useMemo } from 'react';
import { useConsoleTexts } from './useConsoleTexts';
import { dateTimeFormat, numberFormat } from 'shared-ui';

const UTC = 'UTC';

/**
 * Dates and numbers in the staff member's language. Times are shown in UTC,
 * as the database stores them: the server and the browser render the same.
 */
export function useFormatters() {
  const { i18n } = useConsoleTexts();
  const language = i18n.language;
  return useMemo(() => consoleFormatters(language), [language]);
}

/** The formatters of one language. */
function consoleFormatters(language: string) {
  const day = dateTimeFormat(language, { dateStyle: 'medium', timeZone: UTC });
  // dateStyle cannot be combined with timeZoneName: the fields one by one.
  const moment = dateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: UTC,
    timeZoneName: 'short',
  });
  // A table's date: '29.11., 14:05' — the year only when it is not this one.
  const shortThisYear = dateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: UTC,
  });
  const shortOtherYear = dateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: UTC,
  });
  const number = numberFormat(language);
  return {
    day: (iso: string) => day.format(new Date(iso)),
    moment: (iso: string) => moment.format(new Date(iso)),
    /** Short, for tables; `now` decides which year is "this year" (UTC, as shown). */
    short: (iso: string, now = new Date()) => {
      const date = new Date(iso);
      const thisYear = date.getUTCFullYear() === now.getUTCFullYear();
      return (thisYear ? shortThisYear : shortOtherYear).format(date);
    },
    number: (value: number) => number.format(value),
  };
}
