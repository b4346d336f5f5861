import { dateTimeFormat, numberFormat } from './intlFormats';

describe('Intl formatters', () => {
  it('are built once per language and options, and then reused', () => {
    const monthYear = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('de', monthYear)).toBe(dateTimeFormat('de', { ...monthYear }));
    expect(dateTimeFormat('de', monthYear)).not.toBe(dateTimeFormat('fr', monthYear));
    expect(numberFormat('de')).not.toBe(numberFormat('de', { minimumIntegerDigits: 2 }));
  });

  it('format in the language and with the options they were asked for', () => {
    const at = new Date('2026-01-15T00:00:00Z');
    const monthYear = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('de', monthYear).format(at)).toBe('Januar 2026');
    expect(dateTimeFormat('es', monthYear).format(at)).toBe('enero de 2026');
    expect(numberFormat('de', { minimumIntegerDigits: 2 }).format(7)).toBe('07');
    expect(numberFormat('fr').format(1234.5)).toBe('1\u202f234,5');
  });
});
