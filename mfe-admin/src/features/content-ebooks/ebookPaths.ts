import { recordListPath, recordPagePaths, recordPath } from '../records/recordPaths';

/** The console's e-book API (admins, editors). */
export const EBOOKS_API = '/api/admin/ebooks';
export const ebookApiPath = (id: string, change = '') => recordPath(EBOOKS_API, id, change);

/** The page's search parameter naming the e-book being edited (`?ebook=<id>`), or `neu` for a new one. */
export const EDIT_PARAM = 'ebook';

/** The list's filters: the page's search parameters, passed to the API as they are. */
export const FILTER_PARAMS = ['q', 'category', 'country', 'active'] as const;

/** The API path of the list for the page's filters. */
export const ebookListPath = (search: URLSearchParams) =>
  recordListPath(EBOOKS_API, FILTER_PARAMS, search);

/** What the page loads: the list, and the e-book being edited (with its preview token). */
export const ebookPagePaths = (search: URLSearchParams) =>
  recordPagePaths(EBOOKS_API, FILTER_PARAMS, EDIT_PARAM, search);
