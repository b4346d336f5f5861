/**
 * Keyset paging in a page's URL: `cursor` is the API's `nextCursor`, `page`
 * only numbers the caption (a cursor has no page number). `keep` are the
 * other settings of the list (its filters), kept from page to page.
 */
export function pageSearch(keep: URLSearchParams, cursor: string | null, page: number): string {
  const query = new URLSearchParams(keep);
  if (cursor) {
    query.set('cursor', cursor);
    query.set('page', String(page));
  }
  return `?${query}`;
}

/** The page number the URL says (1 without a cursor). */
export function pageNumber(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return search.get('cursor') && Number.isInteger(page) && page > 1 ? page : 1;
}
