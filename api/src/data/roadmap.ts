import {
  LANGUAGES,
  adminRoadmapItemSchema,
  roadmapItemSchema,
  type AdminRoadmapItem,
  type Language,
  type RoadmapItem,
  type RoadmapItemFields,
  type RoadmapStatus,
} from 'contracts';
import type { Db } from '../db/connection';
import { activeOrPreviewed, previewMark } from './previewed';
import { newId, toBoolean, toDbTimestamp, toIsoTimestamp, toOptionalIsoTimestamp } from './rows';
import { withTexts, type TranslationTable } from './translations';

export const ROADMAP_TEXTS: TranslationTable = {
  table: 'roadmap_item_translations',
  recordColumn: 'roadmap_item_id',
};

/** German is the roadmap's source: its texts are shown where a language has none. */
const SOURCE_LANGUAGE: Language = 'de';

const TABLE = 'roadmap_items';

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
  const rows = await activeOrPreviewed(db<RoadmapItemRow>('roadmap_items'), previewId).orderBy([
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

// ---- The console (admins, editors): every item, every language side by side ----

async function toAdminItems(db: Db, rows: readonly RoadmapItemRow[]): Promise<AdminRoadmapItem[]> {
  const texts: Array<RoadmapTextsRow & { roadmap_item_id: string }> =
    rows.length === 0
      ? []
      : await db(ROADMAP_TEXTS.table).whereIn(
          ROADMAP_TEXTS.recordColumn,
          rows.map((row) => row.id),
        );
  return rows.map((row) => {
    const textsIn = (language: Language) => {
      const found = texts.find((t) => t.roadmap_item_id === row.id && t.language === language);
      return found ? { title: found.title, description: found.description } : null;
    };
    const createdAt = toIsoTimestamp(row.created_at);
    return adminRoadmapItemSchema.parse({
      id: row.id,
      key: row.item_key,
      date: row.due_on,
      precision: row.date_precision,
      status: row.status,
      gradientType: row.gradient_type,
      order: Number(row.sort_order),
      active: toBoolean(row.is_active),
      texts: Object.fromEntries(LANGUAGES.map((language) => [language, textsIn(language)])),
      version: Number(row.version),
      createdAt,
      updatedAt: toOptionalIsoTimestamp(row.updated_at) ?? createdAt,
    });
  });
}

/** Every item in the roadmap's order, inactive ones too (the console's list). */
export async function listAllRoadmapItems(db: Db): Promise<AdminRoadmapItem[]> {
  const rows = await db<RoadmapItemRow>(TABLE).orderBy([
    { column: 'sort_order' },
    { column: 'due_on' },
    { column: 'id' },
  ]);
  return toAdminItems(db, rows);
}

export async function findRoadmapItem(
  db: Db,
  by: { id: string } | { item_key: string },
): Promise<AdminRoadmapItem | undefined> {
  const row = await db<RoadmapItemRow>(TABLE).where(by).first();
  return row && (await toAdminItems(db, [row]))[0];
}

const columnsOf = (fields: Partial<RoadmapItemFields>) => ({
  ...(fields.date !== undefined && { due_on: fields.date }),
  ...(fields.precision !== undefined && { date_precision: fields.precision }),
  ...(fields.status !== undefined && { status: fields.status }),
  ...(fields.gradientType !== undefined && { gradient_type: fields.gradientType }),
  ...(fields.order !== undefined && { sort_order: fields.order }),
  ...(fields.active !== undefined && { is_active: fields.active }),
});

/** The item's text rows become exactly `texts` (a language set to null loses its row). */
async function replaceTexts(db: Db, id: string, texts: RoadmapItemFields['texts']): Promise<void> {
  await db(ROADMAP_TEXTS.table).where(ROADMAP_TEXTS.recordColumn, id).delete();
  const rows = LANGUAGES.flatMap((language) => {
    const text = texts[language];
    return text ? [{ [ROADMAP_TEXTS.recordColumn]: id, language, ...text }] : [];
  });
  if (rows.length > 0) await db(ROADMAP_TEXTS.table).insert(rows);
}

export async function insertRoadmapItem(
  db: Db,
  key: string,
  fields: RoadmapItemFields,
  now: Date,
): Promise<AdminRoadmapItem> {
  const id = newId();
  const at = toDbTimestamp(now);
  await db(TABLE).insert({
    id,
    item_key: key,
    ...columnsOf(fields),
    version: 1,
    created_at: at,
    updated_at: at,
  });
  await replaceTexts(db, id, fields.texts);
  const item = await findRoadmapItem(db, { id });
  if (!item) throw new Error(`Roadmap item ${id} vanished after its insert`);
  return item;
}

/**
 * Applies the change only if the item is still at `version` (compare and set
 * in one statement, so two saves cannot both win); false otherwise. Texts
 * given replace the item's texts (same transaction as the caller's).
 */
export async function updateRoadmapItemAtVersion(
  db: Db,
  id: string,
  version: number,
  fields: Partial<RoadmapItemFields>,
  now: Date,
): Promise<boolean> {
  const changed = await db(TABLE)
    .where({ id, version })
    .update({ ...columnsOf(fields), version: version + 1, updated_at: toDbTimestamp(now) });
  if (changed !== 1) return false;
  if (fields.texts) await replaceTexts(db, id, fields.texts);
  return true;
}

export async function deleteRoadmapItem(db: Db, id: string): Promise<void> {
  await db(ROADMAP_TEXTS.table).where(ROADMAP_TEXTS.recordColumn, id).delete();
  await db(TABLE).where({ id }).delete();
}

/** Board entries linked to the item (customer_feedback.roadmap_item): it cannot go while they are. */
export async function countLinkedBoardEntries(db: Db, key: string): Promise<number> {
  const [row] = await db('customer_feedback').where({ roadmap_item: key }).count({ n: '*' });
  return Number(row?.n ?? 0);
}

/** The keys of the active items in the roadmap's order: what the board's entries may link to. */
export async function listActiveRoadmapKeys(db: Db): Promise<string[]> {
  const rows = await db<RoadmapItemRow>(TABLE)
    .where({ is_active: true })
    .orderBy([{ column: 'sort_order' }, { column: 'due_on' }, { column: 'id' }])
    .select('item_key');
  return rows.map((row) => row.item_key);
}
