import { addTexts, createI18n } from './createI18n';

const texts = {
  ns: 'demo',
  resources: {
    de: {
      greeting: 'Hallo {{name}}',
      downloads_one: '{{formatted}} Download',
      downloads_other: '{{formatted}} Downloads',
      bullets: ['eins', 'zwei'],
      onlyGerman: 'nur Deutsch',
    },
    es: {
      greeting: 'Hola {{ name }}',
      downloads_one: '{{formatted}} descarga',
      downloads_other: '{{formatted}} descargas',
      bullets: ['uno', 'dos'],
    },
    fr: {
      greeting: 'Bonjour {{name}}',
      downloads_one: '{{formatted}} téléchargement',
      downloads_other: '{{formatted}} téléchargements',
      bullets: ['un', 'deux'],
    },
  },
};

describe('createI18n (DESIGN.md §6)', () => {
  it('interpolates, picks plural forms by the language and answers arrays on request', () => {
    const i18n = createI18n('fr');
    addTexts(i18n, texts);
    const t = i18n.getFixedT(null, 'demo');
    expect(t('greeting', { name: 'Ana' })).toBe('Bonjour Ana');
    // French counts 0 as singular, German and Spanish do not.
    expect(t('downloads', { count: 0, formatted: '0' })).toBe('0 téléchargement');
    expect(i18n.getFixedT('de', 'demo')('downloads', { count: 0, formatted: '0' })).toBe(
      '0 Downloads',
    );
    expect(t('bullets', { returnObjects: true })).toEqual(['un', 'deux']);
  });

  it('falls back to German, then shows the key; reads `ns:key` and the common namespace', () => {
    const i18n = createI18n('es');
    addTexts(i18n, texts);
    expect(i18n.getFixedT(null, 'demo')('onlyGerman')).toBe('nur Deutsch');
    expect(i18n.getFixedT(null, 'demo')('missing.key')).toBe('missing.key');
    expect(i18n.getFixedT(null, 'other')('demo:greeting', { name: 'Eva' })).toBe('Hola Eva');
    expect(i18n.t('error.title')).toBe('Error');
  });

  it('loads a language on switch before telling subscribers', async () => {
    const i18n = createI18n('de');
    i18n.addCatalog('de', 'lazy', { word: 'Wort' });
    const load = jest.fn(async (language: string) => ({ word: `word-${language}` }));
    i18n.addLoader('lazy', load);
    const seen: string[] = [];
    i18n.subscribe(() => seen.push(i18n.getFixedT(null, 'lazy')('word')));
    await i18n.changeLanguage('es');
    expect(load).toHaveBeenCalledWith('es');
    expect(seen).toEqual(['word-es']);
    expect(i18n.language).toBe('es');
  });
});
