import {
  parseTextList,
  toBoolean,
  toDbTimestamp,
  toIsoTimestamp,
  toTextList,
} from '../src/data/rows';

describe('row normalisation', () => {
  it('reads booleans from either driver', () => {
    expect([1, '1', true].map(toBoolean)).toEqual([true, true, true]);
    expect([0, '0', false, null].map(toBoolean)).toEqual([false, false, false, false]);
  });

  it('reads timestamps as ISO strings in UTC', () => {
    const date = new Date('2025-07-01T10:20:30.456Z');
    expect(toIsoTimestamp(date)).toBe('2025-07-01T10:20:30.456Z');
    expect(toIsoTimestamp(toDbTimestamp(date))).toBe('2025-07-01T10:20:30.456Z');
    expect(toIsoTimestamp('2025-07-01 10:20:30')).toBe('2025-07-01T10:20:30.000Z');
    expect(toIsoTimestamp(date.getTime())).toBe('2025-07-01T10:20:30.456Z');
    expect(() => toIsoTimestamp('yesterday')).toThrow();
  });

  it('parses and validates JSON text lists', () => {
    expect(parseTextList('["DE","ES"]')).toEqual(['DE', 'ES']);
    expect(parseTextList(null)).toEqual([]);
    expect(toTextList(['FR'])).toBe('["FR"]');
    expect(() => parseTextList('[1,2]')).toThrow();
  });
});
