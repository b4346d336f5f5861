import { formatEuro, formatRate } from './formatPrice';

// Intl separates number and sign with (narrow) no-break spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('price format per language', () => {
  it.each([
    ['de', '1,9 %', '0,25 €', '0 €'],
    ['es', '1,9 %', '0,25 €', '0 €'],
    ['fr', '1,9 %', '0,25 €', '0 €'],
  ] as const)('%s', (language, rate, fee, free) => {
    expect(plain(formatRate(0.019, language))).toBe(rate);
    expect(plain(formatEuro(0.25, language))).toBe(fee);
    expect(plain(formatEuro(0, language))).toBe(free);
  });
});
