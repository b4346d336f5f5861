import { ROADMAP_ITEM_KEYS, type RoadmapItemKey } from 'contracts/board-fields';
import type { GradientType, TFunction } from 'shared-ui';
import type { FeedbackCatalog } from '../../texts/de';

export type RoadmapStatus = 'completed' | 'current' | 'upcoming';

/** When an item is (was) due: a day, or a quarter for what is further away. */
export type RoadmapWhen = { day: string } | { quarter: 1 | 2 | 3 | 4; year: number };

/**
 * The 6 static roadmap items (SPEC §3 "Roadmap item"). Their keys and order
 * are the contracts' (the board links entries to them by key); their texts
 * live in the catalogs under the same keys.
 */
export interface RoadmapItem {
  key: RoadmapItemKey;
  when: RoadmapWhen;
  status: RoadmapStatus;
  gradient: GradientType;
}

// SPEC §2: "Dates run from 15.09.2025 to Q2 2026".
const looks: Record<RoadmapItemKey, Omit<RoadmapItem, 'key'>> = {
  ebooks: { when: { day: '2025-09-15' }, status: 'completed', gradient: 'emerald-teal' },
  stories: { when: { day: '2025-10-01' }, status: 'completed', gradient: 'emerald-teal' },
  verifactu: { when: { day: '2025-11-01' }, status: 'completed', gradient: 'cyan-purple' },
  payment: { when: { day: '2025-12-15' }, status: 'current', gradient: 'purple-pink' },
  posts: { when: { quarter: 1, year: 2026 }, status: 'upcoming', gradient: 'orange-pink' },
  websites: { when: { quarter: 2, year: 2026 }, status: 'upcoming', gradient: 'cyan-purple' },
};

export const roadmapItems: RoadmapItem[] = ROADMAP_ITEM_KEYS.map((key) => ({ key, ...looks[key] }));

// The catalogs have texts for exactly the contracts' items: a key added on
// either side alone fails the type check.
type CatalogItemKey = keyof FeedbackCatalog['roadmap']['items'];
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const catalogMatchesContracts: SameKeys<CatalogItemKey, RoadmapItemKey> = true;
void catalogMatchesContracts;

/**
 * An item's date in the page's language (Intl): "15.09.2025", "15/09/2025";
 * a quarter in the catalog's words ("Q2 2026", "T2 2026").
 */
export function roadmapDate(when: RoadmapWhen, language: string, t: TFunction): string {
  if ('quarter' in when) return t('roadmap.quarter', { quarter: when.quarter, year: when.year });
  return new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${when.day}T00:00:00Z`));
}

/** An item's element id on the roadmap page: the board links its entries' items there. */
export const roadmapAnchor = (key: RoadmapItemKey) => `ausblick-${key}`;
