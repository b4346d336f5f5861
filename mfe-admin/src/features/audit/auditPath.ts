import { urlFilters, withQuery } from '../frame/urlFilters';

/** The log's filters in the page's URL, the same names as the API's query (empty: all). */
export const AUDIT_FILTER_FIELDS = ['actorId', 'action', 'targetType', 'from', 'to'] as const;

const AUDIT_PATH = '/api/admin/audit';

/** The filters set in the URL, without empty fields. */
export const auditFilters = (search: URLSearchParams): URLSearchParams =>
  urlFilters(AUDIT_FILTER_FIELDS, search);

/** The log's page the URL asks for: its filters and `?cursor=` of the previous page, newest first. */
export function auditPath(search: URLSearchParams): string {
  const query = auditFilters(search);
  const cursor = search.get('cursor');
  if (cursor) query.set('cursor', cursor);
  return withQuery(AUDIT_PATH, query);
}

/** The CSV of every entry under the current filter. */
export const auditExportPath = (search: URLSearchParams) =>
  withQuery(`${AUDIT_PATH}/export.csv`, auditFilters(search));
