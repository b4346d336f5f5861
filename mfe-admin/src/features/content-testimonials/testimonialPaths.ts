import { recordPagePaths, recordPath } from '../records/recordPaths';

/** The console's testimonial API (admins, editors). */
export const TESTIMONIALS_API = '/api/admin/testimonials';
export const testimonialApiPath = (id: string, change = '') =>
  recordPath(TESTIMONIALS_API, id, change);

/** The page's search parameter naming the testimonial being edited (`?stimme=<id>`, `neu`). */
export const EDIT_PARAM = 'stimme';

/** The list's filters: the page's search parameters, passed to the API as they are. */
export const FILTER_PARAMS = ['q', 'country', 'active'] as const;

export const testimonialPagePaths = (search: URLSearchParams) =>
  recordPagePaths(TESTIMONIALS_API, FILTER_PARAMS, EDIT_PARAM, search);
