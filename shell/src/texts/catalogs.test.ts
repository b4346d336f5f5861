import { catalogKeys, commonTexts } from 'shared-ui';
import { shellTexts } from './index';

describe.each([
  ['shell', shellTexts],
  ['common', commonTexts],
])('%s texts', (_name, texts) => {
  it.each(['es', 'fr'] as const)('%s has every German key, none empty', (language) => {
    expect(catalogKeys(texts.resources[language])).toEqual(catalogKeys(texts.resources.de));
  });
});

describe('shell texts of the spec', () => {
  it("keeps the 404 page's German heading verbatim (SPEC §2) and translates it", () => {
    const { de, es, fr } = shellTexts.resources;
    expect(de.notFound.title).toBe('404 Page Not Found');
    expect(es.notFound.title).toBe('404 Página no encontrada');
    expect(fr.notFound.title).toBe('404 Page introuvable');
    for (const catalog of [de, es, fr]) expect(catalog.notFound.hint).toContain('{{path}}');
  });
});
