import { filterGlossary, sortGlossary } from './filterGlossary';

const entry = (term: string, definition = `${term} erklärt`) => ({ id: term, term, definition });

describe('glossary sorting and search', () => {
  it('sorts A–Z in the visitor’s language, ignoring case and accents', () => {
    const terms = ['Ñandú', 'huella', 'AEAT', 'Nube', 'Éxito', 'QR-Code'].map((t) => entry(t));
    expect(sortGlossary(terms, 'es').map((e) => e.term)).toEqual([
      'AEAT',
      'Éxito',
      'huella',
      'Nube',
      'Ñandú',
      'QR-Code',
    ]);
  });

  it('finds terms and definitions regardless of case and accents', () => {
    const entries = [
      entry('Huella', 'Digitaler Fingerabdruck eines Datensatzes'),
      entry('AEAT', 'Agencia Tributaria'),
      entry('Factura rectificativa', 'Korrekturrechnung'),
    ];
    expect(filterGlossary(entries, 'fingerabdruck').map((e) => e.term)).toEqual(['Huella']);
    expect(filterGlossary(entries, 'TRIBUTARIA').map((e) => e.term)).toEqual(['AEAT']);
    expect(filterGlossary(entries, 'factura  korrektur').map((e) => e.term)).toEqual([
      'Factura rectificativa',
    ]);
    expect(filterGlossary([entry('Fiscalía')], 'fiscalia')).toHaveLength(1);
    expect(filterGlossary(entries, '   ')).toHaveLength(3);
    expect(filterGlossary(entries, 'xyz')).toEqual([]);
  });
});
