import type { GradientType } from 'shared-ui';
import type { FeedbackCatalog } from '../../texts/de';

export type RoadmapStatus = 'completed' | 'current' | 'upcoming';

/** The 6 static roadmap items (SPEC §3 "Roadmap item"); their texts live in the catalogs. */
export interface RoadmapItem {
  key: keyof FeedbackCatalog['roadmap']['items'];
  status: RoadmapStatus;
  gradient: GradientType;
}

export const roadmapItems: RoadmapItem[] = [
  { key: 'ebooks', status: 'completed', gradient: 'emerald-teal' },
  { key: 'stories', status: 'completed', gradient: 'emerald-teal' },
  { key: 'verifactu', status: 'completed', gradient: 'cyan-purple' },
  { key: 'payment', status: 'current', gradient: 'purple-pink' },
  { key: 'posts', status: 'upcoming', gradient: 'orange-pink' },
  { key: 'websites', status: 'upcoming', gradient: 'cyan-purple' },
];
