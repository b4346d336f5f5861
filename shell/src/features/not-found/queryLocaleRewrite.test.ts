import { queryLocaleRewrite } from './queryLocaleRewrite';

describe('404 query-parameter rewrite (SPEC §2)', () => {
  it('prefixes the path with lang_COUNTRY', () => {
    expect(queryLocaleRewrite('/feedback', '?country=es&lang=es')).toBe(
      '/es_ES/feedback?country=es&lang=es',
    );
    expect(queryLocaleRewrite('/roadmap', '?lang=de&country=FR')).toBe(
      '/de_FR/roadmap?lang=de&country=FR',
    );
  });

  it('does nothing when the path has a locale or a parameter is missing or unsupported', () => {
    expect(queryLocaleRewrite('/de_DE/x', '?country=ES&lang=es')).toBeNull();
    expect(queryLocaleRewrite('/feedback', '?country=ES')).toBeNull();
    expect(queryLocaleRewrite('/feedback', '?country=US&lang=es')).toBeNull();
    expect(queryLocaleRewrite('/feedback', '?country=ES&lang=en')).toBeNull();
  });
});
