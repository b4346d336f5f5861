import { catalogKeys } from 'shared-ui';
import { productsTexts } from './index';

describe('products texts', () => {
  const german = catalogKeys(productsTexts.resources.de);

  it.each(['es', 'fr'] as const)('%s has every German key, none empty', (language) => {
    expect(catalogKeys(productsTexts.resources[language])).toEqual(german);
  });

  it('keeps the spec texts verbatim in German', () => {
    const { list, detail } = productsTexts.resources.de;
    expect(list.loading).toBe('Lade Produkte...');
    expect(list.empty).toBe('Keine Produkte verfügbar');
    expect(list.more).toBe('Mehr erfahren');
    expect(detail.loading).toBe('Lade Produkt...');
    expect(detail.notFound).toBe('Produkt nicht gefunden');
    expect(detail.features).toBe('Features & Vorteile');
  });
});
