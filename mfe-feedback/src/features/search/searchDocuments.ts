import type { RoadmapItem } from 'contracts';
import { LIST_PAGES } from 'contracts/list-pages';
import type { SearchContext, SearchDocument } from 'shared-ui';
import { roadmapAnchor } from '../roadmap/roadmapItems';

/** What the site search finds here: each roadmap item, at its place on the roadmap. */
export async function searchDocuments({
  fetchJson,
  language,
}: SearchContext): Promise<SearchDocument[]> {
  const items = (await fetchJson(`/api/roadmap?language=${language}`)) as RoadmapItem[];
  return items.map((item) => ({
    kind: 'roadmap',
    title: item.title,
    text: item.description,
    path: `${LIST_PAGES.roadmap}#${roadmapAnchor(item.key)}`,
    language,
  }));
}
