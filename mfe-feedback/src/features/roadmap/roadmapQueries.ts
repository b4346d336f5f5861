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
