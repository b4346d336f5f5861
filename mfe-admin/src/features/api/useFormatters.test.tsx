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

  it('shortens a table’s date, the year only when it is not this one', () => {
    const now = new Date('2025-12-31T23:59:00.000Z');
    const de = formatters('de');
    expect(de.short('2025-11-29T14:05:00.000Z', now)).toBe('29.11., 14:05');
    expect(de.short('2024-11-29T14:05:00.000Z', now)).toBe('29.11.2024, 14:05');
    // The year is the one shown (UTC), not the server's local one.
    expect(de.short('2026-01-01T00:30:00.000Z', now)).toBe('01.01.2026, 00:30');
    expect(formatters('es').short('2025-11-29T14:05:00.000Z', now)).toBe('29/11, 14:05');
    expect(formatters('fr').short('2025-11-29T14:05:00.000Z', now)).toBe('29/11 14:05');
  });
});
