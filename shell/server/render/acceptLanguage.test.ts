import { parseAcceptLanguage } from './acceptLanguage';

describe('Accept-Language', () => {
  it('orders by q-value, then by position', () => {
    expect(parseAcceptLanguage('de-DE,de;q=0.9,fr;q=0.95,en;q=0.8')).toEqual([
      'de-DE',
      'fr',
      'de',
      'en',
    ]);
  });

  it('drops q=0 and copes with nothing', () => {
    expect(parseAcceptLanguage('es;q=0, fr')).toEqual(['fr']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});
