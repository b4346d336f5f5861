import { recordPath } from '../records/recordPaths';

/** The console's e-book API (admins, editors). */
export const EBOOKS_API = '/api/admin/ebooks';
export const ebookApiPath = (id: string, change = '') => recordPath(EBOOKS_API, id, change);

/** The page's search parameter naming the e-book being edited (`?ebook=<id>`), or `neu` for a new one. */
export const EDIT_PARAM = 'ebook';
export const NEW_EBOOK = 'neu';

/** The list's filters: the page's search parameters, passed to the API as they are. */
export const FILTER_PARAMS = ['q', 'category', 'country', 'active'] as const;

/** The API path of the list for the page's filters. */
export function ebookListPath(search: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    const value = search.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return text ? `${EBOOKS_API}?${text}` : EBOOKS_API;
}

/** What the page loads: the list, and the e-book being edited (with its preview token). */
export function ebookPagePaths(search: URLSearchParams): string[] {
  const editing = search.get(EDIT_PARAM);
  return [
    ebookListPath(search),
    ...(editing && editing !== NEW_EBOOK ? [ebookApiPath(editing)] : []),
  ];
}
