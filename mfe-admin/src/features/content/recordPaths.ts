/*
 * A content page's URLs: the record being edited in its search parameter
 * (`?produkt=<id>`, `neu` for a new one), the list's filters passed to the
 * API as they are.
 */

export const NEW_RECORD = 'neu';

export const recordApiPath = (api: string, id: string) => `${api}/${encodeURIComponent(id)}`;

/** The API path of the list for the page's filters. */
export function recordListPath(
  api: string,
  filters: readonly string[],
  search: URLSearchParams,
): string {
  const query = new URLSearchParams();
  for (const name of filters) {
    const value = search.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return text ? `${api}?${text}` : api;
}

/** What the page loads: the list, and the record being edited. */
export function recordPagePaths(
  api: string,
  filters: readonly string[],
  editParam: string,
  search: URLSearchParams,
): string[] {
  const editing = search.get(editParam);
  return [
    recordListPath(api, filters, search),
    ...(editing && editing !== NEW_RECORD ? [recordApiPath(api, editing)] : []),
  ];
}
