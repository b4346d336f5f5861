import { pageNumber, pageSearch } from './paging';

describe('keyset paging in the URL', () => {
  it('keeps the filters and adds the next cursor and page number', () => {
    expect(pageSearch(new URLSearchParams('type=email'), 'c2', 2)).toBe(
      '?type=email&cursor=c2&page=2',
    );
  });

  it('goes back to the first page without cursor', () => {
    expect(pageSearch(new URLSearchParams('type=email'), null, 1)).toBe('?type=email');
    expect(pageSearch(new URLSearchParams(), null, 1)).toBe('?');
  });

  it('numbers a page only when it has a cursor', () => {
    expect(pageNumber(new URLSearchParams('cursor=x&page=4'))).toBe(4);
    expect(pageNumber(new URLSearchParams('page=4'))).toBe(1);
    expect(pageNumber(new URLSearchParams('cursor=x&page=abc'))).toBe(1);
  });
});
