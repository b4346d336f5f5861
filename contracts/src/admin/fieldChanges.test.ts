import { fieldChanges, fieldText } from './fieldChanges';

describe('fieldChanges', () => {
  it('lists only the fields that changed, equal ones left out', () => {
    expect(
      fieldChanges(
        { name: 'Matomo', vendor: 'InnoCraft', active: true },
        { name: 'Matomo', vendor: 'InnoCraft Ltd.', active: true },
      ),
    ).toEqual([
      { path: ['vendor'], kind: 'changed', before: 'InnoCraft', after: 'InnoCraft Ltd.' },
    ]);
  });

  it('follows nested values down to the field that changed', () => {
    const texts = (title: string) => ({
      texts: { de: { title, text: 'gleich' }, es: { title: 'igual', text: 'igual' }, fr: null },
    });
    expect(fieldChanges(texts('Alt'), texts('Neu'))).toEqual([
      { path: ['texts', 'de', 'title'], kind: 'changed', before: 'Alt', after: 'Neu' },
    ]);
  });

  it('says what was added and removed, a translation added field by field', () => {
    expect(
      fieldChanges(
        { texts: { fr: null }, imageUrl: 'https://a.example/x.png' },
        { texts: { fr: { quote: 'Bonjour' } }, imageUrl: null },
      ),
    ).toEqual([
      { path: ['imageUrl'], kind: 'removed', before: 'https://a.example/x.png', after: '' },
      { path: ['texts', 'fr', 'quote'], kind: 'added', before: '', after: 'Bonjour' },
    ]);
  });

  it('compares lists whole and shows a list of texts one per line', () => {
    expect(fieldChanges({ countries: ['DE'] }, { countries: ['DE', 'ES'] })).toEqual([
      { path: ['countries'], kind: 'changed', before: 'DE', after: 'DE\nES' },
    ]);
    expect(fieldChanges({ rules: [{ a: 1 }] }, { rules: [{ a: 1 }] })).toEqual([]);
  });

  it('treats a record created or deleted as every field added or removed', () => {
    expect(fieldChanges(null, { name: 'Neu', active: false }).map((c) => c.kind)).toEqual([
      'added',
      'added',
    ]);
    expect(fieldChanges({ name: 'Alt' }, undefined)).toEqual([
      { path: ['name'], kind: 'removed', before: 'Alt', after: '' },
    ]);
    expect(fieldChanges(null, null)).toEqual([]);
  });

  it('reads values as a person would, or as the caller says', () => {
    expect([fieldText('Text'), fieldText(3), fieldText(null), fieldText({ a: 1 })]).toEqual([
      'Text',
      '3',
      '',
      '{"a":1}',
    ]);
    const yesNo = (value: unknown) => (value === true ? 'ja' : value === false ? 'nein' : '');
    expect(fieldChanges({ active: false }, { active: true }, yesNo)).toEqual([
      { path: ['active'], kind: 'changed', before: 'nein', after: 'ja' },
    ]);
  });
});
