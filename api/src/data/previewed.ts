import type { Knex } from 'knex';

/*
 * A list page's preview (issue 20, item 4): the list as the public sees it
 * (active records only) plus the one record a console's preview token names,
 * active or not, marked `preview: true` so the page can point it out.
 */

/** Active rows only; with `previewId`, that row too whether active or not. */
export function activeOrPreviewed<Q extends Knex.QueryBuilder>(query: Q, previewId?: string): Q {
  return previewId
    ? (query.where((q) => q.where('is_active', true).orWhere('id', previewId)) as Q)
    : (query.where('is_active', true) as Q);
}

/** `{ preview: true }` for the previewed record, nothing for the others (spread into the record). */
export const previewMark = (id: string, previewId: string | undefined) =>
  previewId !== undefined && id === previewId ? { preview: true as const } : {};
