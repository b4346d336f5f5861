import { recordApiPath, recordPagePaths } from '../content/recordPaths';

/** The console's testimonial API (admins, editors). */
export const TESTIMONIALS_API = '/api/admin/testimonials';
export const testimonialApiPath = (id: string) => recordApiPath(TESTIMONIALS_API, id);

/** The page's search parameter naming the testimonial being edited (`?stimme=<id>`, `neu`). */
export const EDIT_PARAM = 'stimme';

export const FILTER_PARAMS = ['q', 'country', 'active'] as const;

export const testimonialPagePaths = (search: URLSearchParams) =>
  recordPagePaths(TESTIMONIALS_API, FILTER_PARAMS, EDIT_PARAM, search);
