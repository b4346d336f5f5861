/** A record's console API path below its list (`/api/admin/pixels/<id>/active`). */
export const recordPath = (listPath: string, id: string, change = '') =>
  `${listPath}/${encodeURIComponent(id)}${change ? `/${change}` : ''}`;
