import { ROADMAP_ITEM_KEYS, type RoadmapItemKey } from 'contracts/board-fields';
import type { GradientType } from 'shared-ui';
import type { FeedbackCatalog } from '../../texts/de';

export type RoadmapStatus = 'completed' | 'current' | 'upcoming';

/**
 * The 6 static roadmap items (SPEC §3 "Roadmap item"). Their keys and order
 * are the contracts' (the board links entries to them by key); their texts
 * live in the catalogs under the same keys.
 */
export interface RoadmapItem {
  key: RoadmapItemKey;
  status: RoadmapStatus;
  gradient: GradientType;
}

const looks: Record<RoadmapItemKey, Omit<RoadmapItem, 'key'>> = {
  ebooks: { status: 'completed', gradient: 'emerald-teal' },
  stories: { status: 'completed', gradient: 'emerald-teal' },
  verifactu: { status: 'completed', gradient: 'cyan-purple' },
  payment: { status: 'current', gradient: 'purple-pink' },
  posts: { status: 'upcoming', gradient: 'orange-pink' },
  websites: { status: 'upcoming', gradient: 'cyan-purple' },
};

export const roadmapItems: RoadmapItem[] = ROADMAP_ITEM_KEYS.map((key) => ({ key, ...looks[key] }));

// The catalogs have texts for exactly the contracts' items: a key added on
// either side alone fails the type check.
type CatalogItemKey = keyof FeedbackCatalog['roadmap']['items'];
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const catalogMatchesContracts: SameKeys<CatalogItemKey, RoadmapItemKey> = true;
void catalogMatchesContracts;

/** An item's element id on the roadmap page: the board links its entries' items there. */
export const roadmapAnchor = (key: RoadmapItemKey) => `ausblick-${key}`;
