import { resolveLocale } from './resolveLocale';
import { clearUndecodableLocaleCookies, cookieStorage, withCookieMirror } from './localeCookie';

describe('locale cookie mirror', () => {
  afterEach(() => {
    document.cookie = 'pref_country=; Max-Age=0; Path=/';
    document.cookie = 'pref_language=; Max-Age=0; Path=/';
    document.cookie = 'pref_theme=; Max-Age=0; Path=/';
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
    // The theme too: the server renders the chosen theme (no flash, and without JavaScript).
    expect(document.cookie).toContain('pref_theme=light');
    expect(cookieStorage(document.cookie).getItem('theme')).toBe('light');
    storage.setItem('visitor', 'x');
    expect(document.cookie).not.toContain('pref_visitor');

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

  it('ignores a locale cookie that does not decode, and deletes it', () => {
    const header = 'pref_country=%; pref_language=fr; visitor_id=%';
    const storage = cookieStorage(header);
    expect(storage.getItem('country')).toBeNull();
    expect(storage.getItem('language')).toBe('fr');
    expect(clearUndecodableLocaleCookies(header)).toEqual([
      'pref_country=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
    expect(clearUndecodableLocaleCookies('pref_country=ES')).toEqual([]);
  });
});
