/** The audit log's page the URL asks for (`?cursor=` of the previous page), newest first. */
export function auditPath(search: URLSearchParams): string {
  const cursor = search.get('cursor');
  return cursor ? `/api/admin/audit?${new URLSearchParams({ cursor })}` : '/api/admin/audit';
}
