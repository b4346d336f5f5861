import type { Country, KnowledgeListQuery, Language } from 'contracts';
import type { Knex } from 'knex';
import type { Db } from '../db/connection';
import { newId, toBoolean, toDbTimestamp, toIsoTimestamp, toOptionalIsoTimestamp } from './rows';

/**
 * The console's side of FAQs and glossary terms (issue 20). Both tables have
 * the same shape: a group (country, language, a topic column: `category` or
 * `context`), a title (`question`, `term`), a text (`answer`, `definition`).
 * The fields an editor sends are named like the columns, so one table
 * description serves both. Order within a group is `sort_order`; a change of
 * order renumbers the group 1, 2, 3 … (the seeds count in tens), in the order
 * the public API already shows (sort order, creation, id), so it stays stable.
 */
export interface KnowledgeTable {
  table: 'faqs' | 'glossary';
  topic: 'category' | 'context';
  title: 'question' | 'term';
  text: 'answer' | 'definition';
}

export const FAQ_TABLE: KnowledgeTable = {
  table: 'faqs',
  topic: 'category',
  title: 'question',
  text: 'answer',
};
export const GLOSSARY_TABLE: KnowledgeTable = {
  table: 'glossary',
  topic: 'context',
  title: 'term',
  text: 'definition',
};

/** An entry's group: the public API lists exactly one group per page. */
export interface KnowledgeGroup {
  country: Country;
  language: Language | null;
  topic: string;
}

/** The editable fields as the contracts name them (topic/title/text under their own names). */
export type KnowledgeFields = Record<string, unknown> & {
  country: Country;
  language: Language | null;
  active: boolean;
};

/** An entry as the console sees it, before it is checked against its contract. */
export type KnowledgeRecord = KnowledgeFields & {
  id: string;
  order: number;
  groupSize: number;
  version: number;
  createdAt: string;
  updatedAt: string;
};

interface KnowledgeRow {
  id: string;
  country: string;
  language: string | null;
  sort_order: number | string;
  is_active: unknown;
  version: number | string;
  created_at: unknown;
  updated_at: unknown;
  [column: string]: unknown;
}

const ORDER = [{ column: 'sort_order' }, { column: 'created_at' }, { column: 'id' }];

const columnsOf = (t: KnowledgeTable) => [
  'id',
  'country',
  'language',
  t.topic,
  t.title,
  t.text,
  'sort_order',
  'is_active',
  'version',
  'created_at',
  'updated_at',
];

function toRecord(
  t: KnowledgeTable,
  row: KnowledgeRow,
  order: number,
  groupSize: number,
): KnowledgeRecord {
  const createdAt = toIsoTimestamp(row.created_at);
  return {
    id: row.id,
    country: row.country as Country,
    language: (row.language ?? null) as Language | null,
    [t.topic]: String(row[t.topic]),
    [t.title]: String(row[t.title]),
    [t.text]: String(row[t.text]),
    order,
    groupSize,
    active: toBoolean(row.is_active),
    version: Number(row.version),
    createdAt,
    updatedAt: toOptionalIsoTimestamp(row.updated_at) ?? createdAt,
  };
}

export const groupOf = (t: KnowledgeTable, entry: KnowledgeFields): KnowledgeGroup => ({
  country: entry.country,
  language: entry.language,
  topic: String(entry[t.topic]),
});

const sameGroup = (a: KnowledgeGroup, b: KnowledgeGroup) =>
  a.country === b.country && a.language === b.language && a.topic === b.topic;
const groupKey = (row: KnowledgeRow, t: KnowledgeTable) =>
  `${row.country}|${row.language ?? ''}|${String(row[t.topic])}`;

function whereGroup(query: Knex.QueryBuilder, t: KnowledgeTable, group: KnowledgeGroup) {
  query.where({ country: group.country, [t.topic]: group.topic });
  if (group.language === null) query.whereNull('language');
  else query.where('language', group.language);
  return query;
}

/**
 * The ids of a group in its order. A write reads them locked until its
 * transaction ends (MariaDB; SQLite writes one transaction at a time
 * anyway), so two moves in one group take turns and the order stays dense.
 */
async function groupIds(
  db: Db,
  t: KnowledgeTable,
  group: KnowledgeGroup,
  lock = false,
): Promise<string[]> {
  const query = whereGroup(db(t.table).select('id'), t, group).orderBy(ORDER);
  const rows: { id: string }[] = await (lock ? query.forUpdate() : query);
  return rows.map((row) => row.id);
}

/**
 * Every entry matching the filters, grouped (country, language, topic) and
 * in each group's order; `order` is the position among the whole group, so a
 * search shows where an entry stands on the public page. The search and the
 * active filter run on the rows read (a few hundred at most), since the
 * position needs the whole group anyway.
 */
export async function listKnowledge(
  db: Db,
  t: KnowledgeTable,
  filter: KnowledgeListQuery,
): Promise<KnowledgeRecord[]> {
  const query = db<KnowledgeRow>(t.table).select(...columnsOf(t));
  if (filter.country) query.where('country', filter.country);
  if (filter.language) query.where('language', filter.language);
  if (filter.category) query.where(t.topic, filter.category);
  const rows = (await query.orderBy([
    { column: 'country' },
    { column: 'language' },
    { column: t.topic },
    ...ORDER,
  ])) as KnowledgeRow[];
  const sizes = new Map<string, number>();
  for (const row of rows) sizes.set(groupKey(row, t), (sizes.get(groupKey(row, t)) ?? 0) + 1);
  const positions = new Map<string, number>();
  const records = rows.map((row) => {
    const key = groupKey(row, t);
    const order = (positions.get(key) ?? 0) + 1;
    positions.set(key, order);
    return toRecord(t, row, order, sizes.get(key) ?? order);
  });
  const needle = filter.q?.toLowerCase();
  return records.filter(
    (entry) =>
      (filter.active === undefined || entry.active === (filter.active === 'true')) &&
      (!needle ||
        [entry[t.title], entry[t.text]].some((text) =>
          String(text).toLowerCase().includes(needle),
        )),
  );
}

export async function findKnowledge(
  db: Db,
  t: KnowledgeTable,
  id: string,
): Promise<KnowledgeRecord | undefined> {
  const row = (await db<KnowledgeRow>(t.table)
    .select(...columnsOf(t))
    .where('id', id)
    .first()) as KnowledgeRow | undefined;
  if (!row) return undefined;
  const ids = await groupIds(db, t, {
    country: row.country as Country,
    language: (row.language ?? null) as Language | null,
    topic: String(row[t.topic]),
  });
  return toRecord(t, row, ids.indexOf(id) + 1, ids.length);
}

const fieldColumns = (t: KnowledgeTable, fields: Partial<KnowledgeFields>) => ({
  ...(fields.country !== undefined && { country: fields.country }),
  ...(fields.language !== undefined && { language: fields.language }),
  ...(fields[t.topic] !== undefined && { [t.topic]: fields[t.topic] }),
  ...(fields[t.title] !== undefined && { [t.title]: fields[t.title] }),
  ...(fields[t.text] !== undefined && { [t.text]: fields[t.text] }),
  ...(fields.active !== undefined && { is_active: fields.active }),
});

/**
 * Writes the group's order as 1, 2, 3 … in the order of `ids`, touching only
 * the rows whose number changes. The version stays: order is not part of
 * an entry's edit form, so a move must not make someone's open edit stale.
 */
async function writeOrder(db: Db, t: KnowledgeTable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  // A locking read: it sees the latest committed orders. A plain read would
  // see the transaction's snapshot, taken before it waited for the group's
  // lock (MariaDB), and skip rows another move had renumbered meanwhile.
  const rows: { id: string; sort_order: number | string }[] = await db(t.table)
    .select('id', 'sort_order')
    .whereIn('id', ids)
    .forUpdate();
  const current = new Map(rows.map((row) => [row.id, Number(row.sort_order)]));
  for (const [index, id] of ids.entries()) {
    if (current.get(id) !== index + 1)
      await db(t.table)
        .where('id', id)
        .update({ sort_order: index + 1 });
  }
}

/** A new entry, last in its group. */
export async function insertKnowledge(
  db: Db,
  t: KnowledgeTable,
  fields: KnowledgeFields,
  now: Date,
): Promise<string> {
  const group = groupOf(t, fields);
  const ids = await groupIds(db, t, group, true);
  await writeOrder(db, t, ids);
  const id = newId();
  const at = toDbTimestamp(now);
  await db(t.table).insert({
    id,
    ...fieldColumns(t, fields),
    sort_order: ids.length + 1,
    version: 1,
    created_at: at,
    updated_at: at,
  });
  return id;
}

/**
 * Applies the change only if the entry is still at `version` (compare and
 * set in one statement, so two saves cannot both win); false otherwise. An
 * entry moved to another group goes last there, and its old group closes up.
 */
export async function updateKnowledgeAtVersion(
  db: Db,
  t: KnowledgeTable,
  before: KnowledgeRecord,
  version: number,
  fields: Partial<KnowledgeFields>,
  now: Date,
): Promise<boolean> {
  const from = groupOf(t, before);
  const to = groupOf(t, { ...before, ...fields });
  const moved = !sameGroup(from, to);
  const target = moved ? await groupIds(db, t, to, true) : [];
  const changed = await db(t.table)
    .where({ id: before.id, version })
    .update({
      ...fieldColumns(t, fields),
      ...(moved && { sort_order: target.length + 1 }),
      version: version + 1,
      updated_at: toDbTimestamp(now),
    });
  if (changed !== 1) return false;
  if (moved) {
    await writeOrder(db, t, [...target, before.id]);
    await writeOrder(db, t, await groupIds(db, t, from, true));
  }
  return true;
}

/**
 * Moves the entry one step (`direction`) or to `position` (1-based, clamped
 * to the group), read from the locked group so a move made meanwhile counts;
 * the others close up. Returns the positions before and after.
 */
export async function moveKnowledge(
  db: Db,
  t: KnowledgeTable,
  entry: KnowledgeRecord,
  move: { direction?: 'up' | 'down'; position?: number },
): Promise<{ from: number; to: number }> {
  const ids = await groupIds(db, t, groupOf(t, entry), true);
  const from = ids.indexOf(entry.id);
  const wanted =
    move.direction === 'up' ? from : move.direction === 'down' ? from + 2 : (move.position ?? 0);
  const to = Math.min(Math.max(wanted, 1), ids.length) - 1;
  ids.splice(from, 1);
  ids.splice(to, 0, entry.id);
  await writeOrder(db, t, ids);
  return { from: from + 1, to: to + 1 };
}

/** Deletes the entry; the rest of its group closes up. */
export async function deleteKnowledge(
  db: Db,
  t: KnowledgeTable,
  entry: KnowledgeRecord,
): Promise<boolean> {
  const deleted = (await db(t.table).where('id', entry.id).delete()) === 1;
  await writeOrder(db, t, await groupIds(db, t, groupOf(t, entry), true));
  return deleted;
}
