import { keepCookies, readCookies, undecodableCookies } from './cookieHeader';

describe('reading a Cookie header', () => {
  it('reads each cookie decoded, the first of several with one name', () => {
    const cookies = readCookies('pref_country=ES; pref_language=de%20AT; pref_country=FR');
    expect(Object.fromEntries(cookies)).toEqual({ pref_country: 'ES', pref_language: 'de AT' });
  });

  it('treats a cookie that does not decode as absent, and names it, never throwing', () => {
    const header = 'visitor_id=%; pref_language=fr; =nameless; broken; x=%E0%A4%A';
    expect(Object.fromEntries(readCookies(header))).toEqual({ pref_language: 'fr' });
    expect(undecodableCookies(header)).toEqual(['visitor_id', 'x']);
    expect(readCookies(undefined).size).toBe(0);
  });

  it('keeps only the named cookies, as sent, for forwarding', () => {
    const header = 'visitor_id=abc; hello_console=s%3Axyz; theme=dark';
    expect(keepCookies(header, (name) => name === 'hello_console')).toBe('hello_console=s%3Axyz');
    expect(keepCookies(header, (name) => name === 'nothing')).toBeUndefined();
    expect(keepCookies(null, () => true)).toBeUndefined();
  });
});
