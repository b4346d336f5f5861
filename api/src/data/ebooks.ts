import {
  ebookDetailSchema,
  ebookListItemSchema,
  ebookType,
  type Country,
  type EbookDetail,
  type EbookListItem,
  type Language,
} from 'contracts';
import { coverVersion } from '../covers/coverVersion';
import type { Db } from '../db/connection';
import { parseTextList } from './rows';
import { type TranslationTable, withTexts } from './translations';

/*
 * E-books as the public pages show them; the console's side follows from
 * the declaration (ebookType, content-records.ts).
 */

const TABLE = ebookType.storage.table;
export const EBOOK_TEXTS: TranslationTable = ebookType.storage.translations;

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
