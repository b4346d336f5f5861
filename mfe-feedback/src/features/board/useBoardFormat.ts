import { useMemo } from 'react';
import { dateTimeFormat, numberFormat, useLocale } from 'shared-ui';

/** Numbers and dates in the page's language (Intl); dates as the API's UTC day, the same on server and browser. */
export function useBoardFormat() {
  const language = useLocale((state) => state.language);
  return useMemo(() => {
    const number = numberFormat(language);
    const day = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      language,
      number: (value: number) => number.format(value),
      day: (iso: string) => day.format(new Date(iso)),
    };
  }, [language]);
}
