import type { RoadmapItem } from 'contracts';
import { apiQuery, type Language } from 'shared-ui';

export const ROADMAP_PATH = '/api/roadmap';

/** The roadmap's active items, in order, their texts in the page's language (German where missing). */
export const roadmapQuery = (language: Language) =>
  apiQuery<RoadmapItem[]>({
    path: ROADMAP_PATH,
    params: { language },
    failure: 'Failed to fetch the roadmap',
  });

/**
 * The roadmap with one item, shown or hidden, marked, for a preview token
 * from the console: never cached by the API; an invalid or expired token
 * is `null` (not found).
 */
export const roadmapPreviewQuery = (language: Language, token: string) =>
  apiQuery<RoadmapItem[] | null>({
    path: `${ROADMAP_PATH}/preview`,
    params: { token, language },
    failure: 'Failed to fetch the roadmap preview',
    whenNotFound: null,
  });
