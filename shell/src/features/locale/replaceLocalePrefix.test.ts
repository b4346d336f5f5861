import { replaceLocalePrefix } from './replaceLocalePrefix';

describe('replaceLocalePrefix', () => {
  it.each([
    ['/de_DE/feedback', '', '', '/es_ES/feedback'],
    ['/de_DE', '', '', '/es_ES'],
    ['/de_DE/', '', '', '/es_ES'],
    ['/de_DE/roadmap', '?a=1', '#top', '/es_ES/roadmap?a=1#top'],
    ['/feedback', '', '', '/es_ES/feedback'],
  ])('%s%s%s → %s', (pathname, search, hash, expected) => {
    expect(replaceLocalePrefix(pathname, search, hash, 'es_ES')).toBe(expected);
  });
});
