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
