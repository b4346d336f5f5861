/**
 * A page's filters as they stand in its URL (a reload or a bookmark keeps
 * them), the same names as the API's query: the fields set, without empty
 * ones (an empty field means all).
 */
export function urlFilters(fields: readonly string[], search: URLSearchParams): URLSearchParams {
  const filters = new URLSearchParams();
  for (const field of fields) {
    const value = search.get(field)?.trim();
    if (value) filters.set(field, value);
  }
  return filters;
}

/** An API path with its query (none when empty). */
export const withQuery = (path: string, query: URLSearchParams) =>
  query.size ? `${path}?${query}` : path;
