import type { SearchDocument } from 'shared-ui';
import type { TextPart } from '../../src/features/search/searchAnswer';
import { answerQuery, buildLanguageIndex, rankedResults, suggestionsFor } from './searchIndex';

const doc = (
  document: Partial<SearchDocument> & Pick<SearchDocument, 'title'>,
): SearchDocument => ({
  text: '',
  path: document.title.toLowerCase().replace(/\W+/g, '-'),
  language: 'de',
  kind: 'page',
  ...document,
});

const german = buildLanguageIndex('de', [
  doc({ title: 'Verifactu in Spanien', text: 'Die neue Kassenpflicht', countries: ['ES'] }),
  doc({ title: 'Kassensystem für Friseure', text: 'Eine Kasse, die alles kann.', kind: 'product' }),
  doc({ title: 'Die Registrierkasse', text: 'Was eine Registrierkasse können muss.', kind: 'faq' }),
  doc({ title: 'Instagram Reels', text: 'Kurze Videos für dein Café', kind: 'ebook' }),
  doc({ title: 'Factura electrónica', text: 'Rechnungen', countries: ['ES'] }),
  doc({ title: 'Verifactu-Strafen', text: 'Die vier Verstöße gegen Verifactu', countries: ['ES'] }),
  doc({
    title: 'Bußgeld für Deutschland',
    text: 'Wer Verifactu nicht kennt, zahlt nichts.',
    countries: ['DE'],
  }),
]);

const titles = (query: string, country: 'DE' | 'ES' | 'FR' = 'ES') =>
  rankedResults(german, query, country).map(
    (result) => german.documents[result.id as number]!.title,
  );
const marked = (parts: TextPart[]) => parts.filter((part) => part.mark).map((part) => part.text);

describe('the search index', () => {
  it('finds a word by its first letters (prefix)', () => {
    expect(titles('verif')).toEqual(
      expect.arrayContaining(['Verifactu in Spanien', 'Verifactu-Strafen']),
    );
  });

  it('finds a word with a typo', () => {
    expect(titles('Verifaktu')).toContain('Verifactu in Spanien');
  });

  it('finds the parts of German compounds', () => {
    const found = titles('Kasse');
    expect(found).toEqual(
      expect.arrayContaining([
        'Kassensystem für Friseure',
        'Die Registrierkasse',
        'Verifactu in Spanien',
      ]),
    );
  });

  it('ignores accents and case, and ß is ss', () => {
    expect(titles('FACTURA electronica')).toEqual(['Factura electrónica']);
    expect(titles('cafe')).toEqual(['Instagram Reels']);
    expect(titles('bussgeld')).toEqual(['Bußgeld für Deutschland']);
  });

  it('leaves stop words out of the query', () => {
    // 'die' is in almost every document: only 'registrierkasse' decides.
    expect(titles('die Registrierkasse')).toEqual(['Die Registrierkasse']);
    // A question: its meaningful words, any of them when not all match.
    expect(titles('Was kostet ein Verstoß gegen Verifactu?')[0]).toBe('Verifactu-Strafen');
  });

  it('ranks the title over the text', () => {
    expect(titles('Registrierkasse')[0]).toBe('Die Registrierkasse');
    expect(titles('Strafen')).toEqual(['Verifactu-Strafen']);
  });

  it("puts the visitor's country's content first and labels the rest", () => {
    expect(titles('Verifactu', 'DE')[0]).toBe('Bußgeld für Deutschland');
    expect(titles('Verifactu', 'ES').at(-1)).toBe('Bußgeld für Deutschland');
    const answer = answerQuery(german, { query: 'Verifactu', page: 1, country: 'DE' });
    expect(answer.hits[0]!.onlyIn).toBeUndefined();
    expect(answer.hits.slice(1).map((hit) => hit.onlyIn)).toEqual([['ES'], ['ES']]);
  });

  it('marks the words that matched, prefix, typo and compound parts alike', () => {
    const hit = answerQuery(german, { query: 'kasse', page: 1, country: 'DE' }).hits.find(
      (one) => one.kind === 'faq',
    )!;
    expect(marked(hit.title)).toEqual(['Registrierkasse']);
    const typo = answerQuery(german, { query: 'verifaktu', page: 1, country: 'ES' }).hits[0]!;
    expect(marked(typo.title)).toEqual(['Verifactu']);
  });

  it('suggests the closest terms when nothing matches', () => {
    const answer = answerQuery(german, { query: 'Instergrem', page: 1, country: 'DE' });
    expect(answer.total).toBe(0);
    expect(suggestionsFor(german, 'Instergrem')).toContain('Instagram');
    expect(answer.suggestions).toContain('Instagram');
  });

  it('pages by ten and keeps the page within the results', () => {
    const many = buildLanguageIndex(
      'de',
      Array.from({ length: 23 }, (_, n) => doc({ title: `Kasse ${n}`, path: `kasse-${n}` })),
    );
    const third = answerQuery(many, { query: 'kasse', page: 3, country: 'DE' });
    expect([third.total, third.pages, third.page, third.hits.length]).toEqual([23, 3, 3, 3]);
    expect(answerQuery(many, { query: 'kasse', page: 9, country: 'DE' }).page).toBe(3);
  });

  it('answers any bytes without throwing, and keeps markup as text', () => {
    const hostile = buildLanguageIndex('de', [doc({ title: '<b>Kasse</b> & <script>' })]);
    const answer = answerQuery(hostile, {
      query: '<script>alert(1)</script> kasse',
      page: 1,
      country: 'DE',
    });
    expect(answer.hits[0]!.title.map((part) => part.text).join('')).toBe('<b>Kasse</b> & <script>');
    for (const query of ['\u0000\uFFFF', '%%%', '\uD800', '*'.repeat(200), ''])
      expect(() => answerQuery(hostile, { query, page: 1, country: 'DE' })).not.toThrow();
  });
});

describe('Spanish and French', () => {
  it('use their own stop words', () => {
    const spanish = buildLanguageIndex('es', [
      doc({ title: 'La factura electrónica', language: 'es' }),
      doc({ title: 'El sistema de caja', language: 'es' }),
    ]);
    expect(rankedResults(spanish, 'la de factura', 'ES')).toHaveLength(1);
    const french = buildLanguageIndex('fr', [
      doc({ title: 'Le système de caisse', language: 'fr' }),
    ]);
    expect(rankedResults(french, 'le systeme', 'FR')).toHaveLength(1);
    // No stemmer: the plural finds the singular as a typo would.
    expect(rankedResults(french, 'systèmes', 'FR')).toHaveLength(1);
  });
});
