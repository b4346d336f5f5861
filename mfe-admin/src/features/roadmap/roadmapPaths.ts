import { recordPath } from '../records/recordPaths';

/** The console's roadmap API (admins, editors). */
export const ROADMAP_ITEMS_PATH = '/api/admin/roadmap';
export const roadmapItemPath = (id: string, change = '') =>
  recordPath(ROADMAP_ITEMS_PATH, id, change);

/** The page's search parameter naming the item being edited (`?eintrag=<id>`). */
export const EDIT_PARAM = 'eintrag';

/** What the page loads (on the server too): the items, and the detail of the one being edited (its preview token). */
export function roadmapPagePaths(search: URLSearchParams): string[] {
  const editing = search.get(EDIT_PARAM);
  return [ROADMAP_ITEMS_PATH, ...(editing ? [roadmapItemPath(editing)] : [])];
}
