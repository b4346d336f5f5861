import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createI18n, I18nProvider, type Language } from 'shared-ui';
import { useFormatters } from './useFormatters';

const formatters = (language: Language) =>
  renderHook(useFormatters, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={createI18n(language)}>{children}</I18nProvider>
    ),
  }).result.current;

describe('dates and numbers of the console', () => {
  it('shows times in UTC, as stored, in the staff member’s language', () => {
    const de = formatters('de');
    expect(de.moment('2026-03-05T14:07:00.000Z')).toMatch(/5\. März 2026.*14:07.*UTC/);
    expect(de.day('2026-03-05')).toBe('05.03.2026');
    expect(de.number(100000)).toBe('100.000');
    expect(formatters('fr').moment('2026-03-05T14:07:00.000Z')).toMatch(/5 mars 2026.*14:07.*UTC/);
  });
});
