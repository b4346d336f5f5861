import { roadmapItemSchema, type Language, type RoadmapItem, type RoadmapStatus } from 'contracts';
import type { Db } from '../db/connection';
import { withTexts, type TranslationTable } from './translations';

export const ROADMAP_TEXTS: TranslationTable = {
  table: 'roadmap_item_translations',
  recordColumn: 'roadmap_item_id',
};

/** German is the roadmap's source: its texts are shown where a language has none. */
const SOURCE_LANGUAGE: Language = 'de';

interface RoadmapItemRow {
  id: string;
  item_key: string;
  due_on: string;
  date_precision: string;
  status: string;
  gradient_type: string;
  sort_order: number;
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

/** The active items in the roadmap's order, their texts in `language` where they have them. */
export async function listActiveRoadmap(
  db: Db,
  language: Language | undefined,
): Promise<RoadmapItem[]> {
  const rows = await db<RoadmapItemRow>('roadmap_items')
    .where({ is_active: true })
    .orderBy([{ column: 'sort_order' }, { column: 'due_on' }, { column: 'id' }]);
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
    }),
  );
  const current = currentItemKeys(items);
  return items.map((item) => roadmapItemSchema.parse({ ...item, current: current.has(item.key) }));
}
