import { recordPagePaths, recordPath } from '../records/recordPaths';

/** The console's product API (admins, editors). */
export const PRODUCTS_API = '/api/admin/products';
export const productApiPath = (id: string, change = '') => recordPath(PRODUCTS_API, id, change);

/** The page's search parameter naming the product being edited (`?produkt=<id>`, `neu`). */
export const EDIT_PARAM = 'produkt';

/** The list's filters: the page's search parameters, passed to the API as they are. */
export const FILTER_PARAMS = ['q', 'brand', 'country', 'active'] as const;

export const productPagePaths = (search: URLSearchParams) =>
  recordPagePaths(PRODUCTS_API, FILTER_PARAMS, EDIT_PARAM, search);
