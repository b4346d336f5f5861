import { boundedQuery, pageNumber, searchHref } from './searchAnswer';

describe("the search page's URL", () => {
  it('bounds the query: control characters and whitespace collapse, 200 characters at most', () => {
    expect(boundedQuery('  Kasse\u0000\u0007  für\tFriseur ')).toBe('Kasse für Friseur');
    expect(Array.from(boundedQuery('ä'.repeat(300)))).toHaveLength(200);
    expect(boundedQuery(undefined)).toBe('');
  });

  it('reads the page number, 1 for anything else', () => {
    expect([pageNumber('2'), pageNumber('0'), pageNumber('-1'), pageNumber('1e3')]).toEqual([
      2, 1, 1, 1,
    ]);
    expect(pageNumber('999')).toBe(100);
  });

  it('writes the query and page as parameters', () => {
    expect(searchHref('kasse & co', 2)).toBe('suche?q=kasse+%26+co&seite=2');
    expect(searchHref('kasse')).toBe('suche?q=kasse');
  });
});
