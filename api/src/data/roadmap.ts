import {
  roadmapItemSchema,
  roadmapItemType,
  type Language,
  type RoadmapItem,
  type RoadmapStatus,
} from 'contracts';
import type { Db } from '../db/connection';
import { activeOrPreviewed, previewMark } from './previewed';
import { withTexts, type TranslationTable } from './translations';

/** The items' texts (declared with the item, contracts' roadmapItemType). */
export const ROADMAP_TEXTS: TranslationTable = roadmapItemType.storage.translations;

/** German is the roadmap's source: its texts are shown where a language has none. */
const SOURCE_LANGUAGE: Language = 'de';

const TABLE = roadmapItemType.storage.table;

interface RoadmapItemRow {
  id: string;
  item_key: string;
  due_on: string;
  date_precision: string;
  status: string;
  gradient_type: string;
  sort_order: number;
  is_active: unknown;
  version: number | string;
  created_at: unknown;
  updated_at: unknown;
}

interface RoadmapTextsRow {
  language: string;
  title: string;
  description: string;
}

/**
 * Which items are 'Aktuell': those in progress; while none is, the next
 * planned one (earliest date, then the roadmap's order). Nothing when all
 * are done. Follows the items as edited, never a date fixed in a build.
 */
export function currentItemKeys(
  items: ReadonlyArray<{ key: string; date: string; status: RoadmapStatus }>,
): Set<string> {
  const inProgress = items.filter((item) => item.status === 'in_progress');
  if (inProgress.length > 0) return new Set(inProgress.map((item) => item.key));
  const next = items
    .filter((item) => item.status === 'planned')
    .reduce<(typeof items)[number] | undefined>(
      (earliest, item) => (!earliest || item.date < earliest.date ? item : earliest),
      undefined,
    );
  return new Set(next ? [next.key] : []);
}

/**
 * The active items in the roadmap's order, their texts in `language` where
 * they have them; with `previewId` (a preview token's item) that item too,
 * active or not, marked — and counted for 'Aktuell' as once it is activated.
 */
export async function listActiveRoadmap(
  db: Db,
  language: Language | undefined,
  previewId?: string,
): Promise<RoadmapItem[]> {
  const rows = await activeOrPreviewed(db<RoadmapItemRow>(TABLE), previewId).orderBy([
    { column: 'sort_order' },
    { column: 'due_on' },
    { column: 'id' },
  ]);
  const items = await withTexts(
    db,
    ROADMAP_TEXTS,
    rows.map((row) => ({ ...row, language: SOURCE_LANGUAGE })),
    language,
    (row, shown: RoadmapTextsRow) => ({
      key: row.item_key,
      date: row.due_on,
      precision: row.date_precision,
      status: row.status as RoadmapStatus,
      gradientType: row.gradient_type,
      title: shown.title,
      description: shown.description,
      language: shown.language,
      ...previewMark(row.id, previewId),
    }),
  );
  const current = currentItemKeys(items);
  return items.map((item) => roadmapItemSchema.parse({ ...item, current: current.has(item.key) }));
}

/** The keys of the active items in the roadmap's order: what the board's entries may link to. */
export async function listActiveRoadmapKeys(db: Db): Promise<string[]> {
  const rows = await db<RoadmapItemRow>(TABLE)
    .where({ is_active: true })
    .orderBy([{ column: 'sort_order' }, { column: 'due_on' }, { column: 'id' }])
    .select('item_key');
  return rows.map((row) => row.item_key);
}
