/** A record's console API path below its list (`/api/admin/pixels/<id>/active`). */
export const recordPath = (listPath: string, id: string, change = '') =>
  `${listPath}/${encodeURIComponent(id)}${change ? `/${change}` : ''}`;

/*
 * A page whose editor is named in the address (`?ebook=<id>`, `?produkt=neu`
 * for a new one) and whose list is filtered by its search parameters, passed
 * to the API as they are (e-books, products, testimonials).
 */

/** The editor's value for a new record. */
export const NEW_RECORD = 'neu';

/** The API path of the list for the page's filters. */
export function recordListPath(
  listPath: string,
  filters: readonly string[],
  search: URLSearchParams,
): string {
  const query = new URLSearchParams();
  for (const name of filters) {
    const value = search.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return text ? `${listPath}?${text}` : listPath;
}

/** What the page loads: the list, and the record being edited. */
export function recordPagePaths(
  listPath: string,
  filters: readonly string[],
  editParam: string,
  search: URLSearchParams,
): string[] {
  const editing = search.get(editParam);
  return [
    recordListPath(listPath, filters, search),
    ...(editing && editing !== NEW_RECORD ? [recordPath(listPath, editing)] : []),
  ];
}
