import { resolveLocale } from './resolveLocale';
import { cookieStorage, withCookieMirror } from './localeCookie';

describe('locale cookie mirror', () => {
  afterEach(() => {
    document.cookie = 'pref_country=; Max-Age=0; Path=/';
    document.cookie = 'pref_language=; Max-Age=0; Path=/';
  });

  it('writes the stored country and language to cookies the server can read', () => {
    const local = new Map<string, string>();
    const storage = withCookieMirror(
      {
        getItem: (key) => local.get(key) ?? null,
        setItem: (key, value) => void local.set(key, value),
      },
      document,
    );
    storage.setItem('country', 'ES');
    storage.setItem('language', 'de');
    storage.setItem('theme', 'light');
    expect(local.get('country')).toBe('ES');
    expect(document.cookie).toContain('pref_country=ES');
    expect(document.cookie).not.toContain('pref_theme');

    const server = cookieStorage(document.cookie);
    expect(
      resolveLocale({ pathname: '/', search: '', storage: server, browserLanguages: ['fr'] }),
    ).toEqual({
      country: 'ES',
      language: 'de',
    });
  });

  it('ignores unsupported values and other cookies', () => {
    const server = cookieStorage('pref_country=US; pref_language=en; visitor_id=x');
    expect(
      resolveLocale({ pathname: '/', search: '', storage: server, browserLanguages: ['es'] }),
    ).toEqual({
      country: 'ES',
      language: 'es',
    });
  });

  it('keeps working (in memory only) when the browser storage throws', () => {
    const storage = withCookieMirror(undefined, document);
    expect(() => storage.setItem('country', 'FR')).not.toThrow();
    expect(storage.getItem('country')).toBeNull();
  });
});
