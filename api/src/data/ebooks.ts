import {
  LANGUAGES,
  ebookDetailSchema,
  ebookListItemSchema,
  type AdminEbook,
  type AdminEbookQuery,
  type Country,
  type EbookFields,
  type EbookTexts,
  type EbookDetail,
  type EbookListItem,
  type Language,
} from 'contracts';
import { coverVersion } from '../covers/coverVersion';
import type { Db } from '../db/connection';
import {
  parseTextList,
  toBoolean,
  toIsoTimestamp,
  toOptionalIsoTimestamp,
  toTextList,
} from './rows';
import {
  countriesOf,
  deleteTranslated,
  insertTranslated,
  matches,
  ownTexts,
  textRows,
  textsByLanguage,
  textsOf,
  type TranslationTable,
  updateTranslatedAtVersion,
  withTexts,
} from './translations';

const TABLE = 'ebooks';
export const EBOOK_TEXTS: TranslationTable = {
  table: 'ebook_translations',
  recordColumn: 'ebook_id',
};

interface EbookRow {
  id: string;
  numeric_id: number | string | null;
  slug: string;
  category: string;
  google_slides_url: string;
  gradient_type: string;
  countries: unknown;
  language: string;
  is_active?: unknown;
  version?: number | string;
  created_at: unknown;
  updated_at?: unknown;
}

/** An e-book's texts in one language (ebook_translations). */
interface EbookTextsRow {
  language: string;
  title: string;
  category_label: string;
  description: string | null;
  highlights: unknown;
}

const numericId = (value: EbookRow['numeric_id']): number | null =>
  value === null || value === undefined ? null : Number(value);

function toDetail(row: EbookRow, shown: EbookTextsRow, all: ReadonlyMap<Language, EbookTextsRow>) {
  return ebookDetailSchema.parse({
    id: row.id,
    numericId: numericId(row.numeric_id),
    slug: row.slug,
    title: shown.title,
    category: row.category,
    categoryLabel: shown.category_label,
    gradientType: row.gradient_type,
    // An empty text is no description.
    description: shown.description?.trim() || null,
    coverVersion: coverVersion({
      gradientType: row.gradient_type,
      texts: [...all.values()].map((text) => [text.language, text.title, text.category_label]),
    }),
    language: shown.language,
    googleSlidesUrl: row.google_slides_url,
    highlights: parseTextList(shown.highlights),
  });
}

const toListItem = (detail: EbookDetail): EbookListItem => ebookListItemSchema.parse(detail); // strips what only the detail carries

const ebooksWithTexts = (db: Db, rows: EbookRow[], language: Language | undefined) =>
  withTexts(db, EBOOK_TEXTS, rows, language, toDetail);

/** What the public site shows: active e-books only (the console's new ones start inactive). */
const activeEbooks = (db: Db) => db<EbookRow>(TABLE).where('is_active', true);

const offeredIn = (country: Country | undefined) => (row: EbookRow) =>
  !country || parseTextList(row.countries).includes(country);

export interface EbookListFilter {
  country?: Country;
  /** The page's language: each e-book's texts in it where it has them. */
  language?: Language;
}

/**
 * Newest first. The country filter runs here, in JS, on the parsed JSON list:
 * identical on SQLite and MariaDB, and the table is small.
 */
export async function listEbooks(
  db: Db,
  { country, language }: EbookListFilter,
): Promise<EbookListItem[]> {
  const rows = await activeEbooks(db).orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id' },
  ]);
  return (await ebooksWithTexts(db, rows.filter(offeredIn(country)), language)).map(toListItem);
}

/**
 * The home page's choice: the country's e-books with the most downloads,
 * the newest first among equals (a new e-book is featured before an old
 * one nobody downloaded).
 */
export async function listFeaturedEbooks(
  db: Db,
  filter: EbookListFilter,
  limit: number,
): Promise<EbookListItem[]> {
  const rows = (
    await activeEbooks(db).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }])
  ).filter(offeredIn(filter.country));
  if (rows.length === 0) return [];
  const counts: Array<{ ebook_id: string; n: unknown }> = await db('downloads')
    .select('ebook_id')
    .count({ n: '*' })
    .whereIn(
      'ebook_id',
      rows.map((row) => row.id),
    )
    .groupBy('ebook_id');
  const downloads = new Map(counts.map((c) => [c.ebook_id, Number(c.n)]));
  // A stable sort keeps the newest-first order among equal counts.
  const ranked = [...rows].sort((a, b) => (downloads.get(b.id) ?? 0) - (downloads.get(a.id) ?? 0));
  return (await ebooksWithTexts(db, ranked, filter.language)).slice(0, limit).map(toListItem);
}

/**
 * An active e-book; `includeInactive` only for a signed preview (an editor
 * looking at it before activating it).
 */
export async function findEbookById(
  db: Db,
  id: string,
  language?: Language,
  includeInactive = false,
): Promise<EbookDetail | undefined> {
  const query = db<EbookRow>(TABLE).where({ id });
  const row = await (includeInactive ? query : query.where('is_active', true)).first();
  return row ? (await ebooksWithTexts(db, [row], language))[0] : undefined;
}

export async function findEbookByNumericId(
  db: Db,
  numeric: number,
  language?: Language,
): Promise<EbookDetail | undefined> {
  const row = await activeEbooks(db).where({ numeric_id: numeric }).first();
  return row ? (await ebooksWithTexts(db, [row], language))[0] : undefined;
}

// ---- The console (admins, editors): every e-book, active or not, with all its texts ----

const textsOut = (row: EbookTextsRow): EbookTexts => ({
  title: row.title,
  categoryLabel: row.category_label,
  description: row.description ?? '',
  highlights: parseTextList(row.highlights),
});

function toAdminEbook(
  row: EbookRow,
  texts: ReadonlyMap<Language, EbookTextsRow> | undefined,
  downloads: number,
): AdminEbook {
  const { texts: byLanguage, missing } = textsByLanguage(texts, textsOut);
  const language = row.language as Language;
  const createdAt = toIsoTimestamp(row.created_at);
  return {
    id: row.id,
    numericId: numericId(row.numeric_id),
    slug: row.slug,
    category: row.category,
    googleSlidesUrl: row.google_slides_url,
    gradientType: row.gradient_type,
    countries: countriesOf(row.countries),
    language,
    title: ownTexts(byLanguage, language)?.title ?? row.slug,
    texts: byLanguage,
    missing,
    active: toBoolean(row.is_active),
    downloads,
    version: Number(row.version ?? 1),
    createdAt,
    updatedAt: toOptionalIsoTimestamp(row.updated_at) ?? createdAt,
  };
}

/** Downloads per e-book (the console's count; one with any is not deleted). */
async function downloadCounts(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const counts: Array<{ ebook_id: string; n: unknown }> = await db('downloads')
    .select('ebook_id')
    .count({ n: '*' })
    .whereIn('ebook_id', [...ids])
    .groupBy('ebook_id');
  return new Map(counts.map((c) => [c.ebook_id, Number(c.n)]));
}

async function toAdminEbooks(db: Db, rows: readonly EbookRow[]): Promise<AdminEbook[]> {
  const ids = rows.map((row) => row.id);
  const [texts, downloads] = await Promise.all([
    textsOf<EbookTextsRow>(db, EBOOK_TEXTS, ids),
    downloadCounts(db, ids),
  ]);
  return rows.map((row) => toAdminEbook(row, texts.get(row.id), downloads.get(row.id) ?? 0));
}

/**
 * Every e-book matching the console's filters, newest first. Country and
 * search run here in JS (the countries are a JSON list, the titles are in
 * several rows): the table is small, and both dialects behave alike.
 */
export async function listAdminEbooks(db: Db, query: AdminEbookQuery): Promise<AdminEbook[]> {
  const q = db<EbookRow>(TABLE);
  if (query.category) q.where('category', query.category);
  if (query.active !== undefined) q.where('is_active', query.active);
  const rows = (
    await q.orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }])
  ).filter(offeredIn(query.country));
  const ebooks = await toAdminEbooks(db, rows);
  const search = query.q;
  return search
    ? ebooks.filter((ebook) =>
        matches(search, ebook.slug, ...LANGUAGES.map((language) => ebook.texts[language]?.title)),
      )
    : ebooks;
}

export async function findAdminEbook(db: Db, id: string): Promise<AdminEbook | undefined> {
  const row = await db<EbookRow>(TABLE).where({ id }).first();
  return row ? (await toAdminEbooks(db, [row]))[0] : undefined;
}

/** The e-book (other than `exceptId`) that already has this slug or numeric id, by its own title. */
export async function findEbookHolding(
  db: Db,
  value: { slug: string } | { numericId: number },
  exceptId?: string,
): Promise<AdminEbook | undefined> {
  const q = db<EbookRow>(TABLE).where(
    'slug' in value ? { slug: value.slug } : { numeric_id: value.numericId },
  );
  if (exceptId) q.whereNot('id', exceptId);
  const row = await q.first();
  return row ? (await toAdminEbooks(db, [row]))[0] : undefined;
}

type EbookRecordFields = Omit<EbookFields, 'texts'>;

const recordColumns = (fields: Partial<EbookRecordFields>) => ({
  ...(fields.slug !== undefined && { slug: fields.slug }),
  ...(fields.numericId !== undefined && { numeric_id: fields.numericId }),
  ...(fields.category !== undefined && { category: fields.category }),
  ...(fields.googleSlidesUrl !== undefined && { google_slides_url: fields.googleSlidesUrl }),
  ...(fields.gradientType !== undefined && { gradient_type: fields.gradientType }),
  ...(fields.countries !== undefined && { countries: toTextList(fields.countries) }),
  ...(fields.language !== undefined && { language: fields.language }),
  ...(fields.active !== undefined && { is_active: fields.active }),
});

/** The translation rows of the texts (null: that language has none). */
const textRowsOf = (texts: EbookFields['texts']) =>
  textRows(texts, (text) => ({
    title: text.title,
    category_label: text.categoryLabel,
    description: text.description || null,
    highlights: toTextList(text.highlights),
  }));

export const insertEbook = (db: Db, fields: EbookFields, now: Date): Promise<string> =>
  insertTranslated(db, TABLE, EBOOK_TEXTS, recordColumns(fields), textRowsOf(fields.texts), now);

/** Compare-and-set on the version (see updateTranslatedAtVersion); false: someone else changed it. */
export const updateEbookAtVersion = (
  db: Db,
  id: string,
  version: number,
  fields: Partial<EbookFields>,
  now: Date,
): Promise<boolean> =>
  updateTranslatedAtVersion(
    db,
    TABLE,
    EBOOK_TEXTS,
    { id, version, now },
    recordColumns(fields),
    fields.texts && textRowsOf(fields.texts),
  );

/** How often the e-book was downloaded (downloads keep its id). */
export async function countEbookDownloads(db: Db, id: string): Promise<number> {
  return (await downloadCounts(db, [id])).get(id) ?? 0;
}

export const deleteEbook = (db: Db, id: string): Promise<boolean> =>
  deleteTranslated(db, TABLE, EBOOK_TEXTS, id);
