import { addTexts, createI18n, pageTexts } from './createI18n';

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

  it("adds a page's block to its section's namespace, keeping the section's texts of that block", () => {
    const section = {
      ns: 'shop',
      resources: {
        de: { back: 'Zurück', cart: { heading: 'Warenkorb' } },
        es: { back: 'Volver', cart: { heading: 'Carrito' } },
        fr: { back: 'Retour', cart: { heading: 'Panier' } },
      },
    };
    const cart = pageTexts(section, 'cart', {
      de: { empty: 'Leer' },
      es: { empty: 'Vacío' },
      fr: { empty: 'Vide' },
    });
    const i18n = createI18n('es');
    addTexts(i18n, section);
    const t = i18n.getFixedT(null, 'shop');
    expect(t('cart.empty')).toBe('cart.empty');
    addTexts(i18n, cart);
    expect([t('back'), t('cart.heading'), t('cart.empty')]).toEqual(['Volver', 'Carrito', 'Vacío']);
    // The section's own catalog objects are not changed: another page's instance starts clean.
    expect(section.resources.es.cart).toEqual({ heading: 'Carrito' });
    const fresh = createI18n('de');
    addTexts(fresh, cart);
    expect(fresh.getFixedT(null, 'shop')('back')).toBe('Zurück');
  });

  it('keeps a text already there when a later part names it again', () => {
    const i18n = createI18n('de');
    i18n.addCatalog('de', 'shop', { title: 'erster', block: { a: 'A' } });
    i18n.addCatalog('de', 'shop', { title: 'zweiter', block: { a: 'X', b: 'B' } });
    const t = i18n.getFixedT(null, 'shop');
    expect([t('title'), t('block.a'), t('block.b')]).toEqual(['erster', 'A', 'B']);
  });
});
