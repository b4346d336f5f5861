import {
  ebookDetailSchema,
  ebookListItemSchema,
  type Country,
  type EbookDetail,
  type EbookListItem,
} from 'contracts';
import { coverVersion } from '../covers/coverVersion';
import type { Db } from '../db/connection';
import { parseTextList } from './rows';

const TABLE = 'ebooks';

interface EbookRow {
  id: string;
  numeric_id: number | string | null;
  title: string;
  slug: string;
  category: string;
  google_slides_url: string;
  gradient_type: string;
  description: string | null;
  countries: unknown;
  created_at: unknown;
}

const numericId = (value: EbookRow['numeric_id']): number | null =>
  value === null || value === undefined ? null : Number(value);

function toListItem(row: EbookRow): EbookListItem {
  return ebookListItemSchema.parse({
    id: row.id,
    numericId: numericId(row.numeric_id),
    slug: row.slug,
    title: row.title,
    category: row.category,
    gradientType: row.gradient_type,
    // An empty text is no description.
    description: row.description?.trim() || null,
    coverVersion: coverVersion({
      title: row.title,
      category: row.category,
      gradientType: row.gradient_type,
    }),
  });
}

function toDetail(row: EbookRow): EbookDetail {
  return ebookDetailSchema.parse({ ...toListItem(row), googleSlidesUrl: row.google_slides_url });
}

/**
 * Newest first. The country filter runs here, in JS, on the parsed JSON list:
 * identical on SQLite and MariaDB, and the table is small.
 */
export async function listEbooks(db: Db, country?: Country): Promise<EbookListItem[]> {
  const rows = await db<EbookRow>(TABLE).orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id' },
  ]);
  return rows
    .filter((row) => !country || parseTextList(row.countries).includes(country))
    .map(toListItem);
}

export async function findEbookById(db: Db, id: string): Promise<EbookDetail | undefined> {
  const row = await db<EbookRow>(TABLE).where({ id }).first();
  return row ? toDetail(row) : undefined;
}

export async function findEbookByNumericId(
  db: Db,
  numeric: number,
): Promise<EbookDetail | undefined> {
  const row = await db<EbookRow>(TABLE).where({ numeric_id: numeric }).first();
  return row ? toDetail(row) : undefined;
}
