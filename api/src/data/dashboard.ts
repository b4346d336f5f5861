import type { Db } from '../db/connection';
import { EBOOK_TEXTS } from './ebooks';
import { toDbTimestamp } from './rows';
import { leftJoinOwnTexts } from './translations';
import { dayBucket, weekBucket } from './sql-dates';

/**
 * The dashboard's figures: GROUP BY in the database, so only one row per
 * bucket reaches the API, never the events themselves. Periods start at
 * `from` (inclusive) and run to now.
 */

const count = (value: unknown) => Number(value ?? 0);

export interface VisitsBucket {
  day: string;
  country: string | null;
  views: number;
  visitors: number;
}

/** Page views and distinct visitors per day and page country. */
export async function visitsPerDayAndCountry(db: Db, from: Date): Promise<VisitsBucket[]> {
  const rows: { day: string; country: string | null; views: unknown; visitors: unknown }[] =
    await db('page_views')
      .select(dayBucket(db, 'created_at', 'day'), 'country')
      .count({ views: '*' })
      .countDistinct({ visitors: 'visitor_id' })
      .where('created_at', '>=', toDbTimestamp(from))
      .groupBy('day', 'country');
  return rows.map((row) => ({
    day: row.day,
    country: row.country,
    views: count(row.views),
    visitors: count(row.visitors),
  }));
}

/** Distinct visitors per day, all countries together (a visitor of two countries counts once). */
export async function visitorsPerDay(db: Db, from: Date): Promise<Map<string, number>> {
  const rows: { day: string; visitors: unknown }[] = await db('page_views')
    .select(dayBucket(db, 'created_at', 'day'))
    .countDistinct({ visitors: 'visitor_id' })
    .where('created_at', '>=', toDbTimestamp(from))
    .groupBy('day');
  return new Map(rows.map((row) => [row.day, count(row.visitors)]));
}

export interface EbookDownloads {
  ebookId: string | null;
  title: string | null;
  category: string | null;
  downloads: number;
}

export async function downloadsPerEbook(db: Db, from: Date): Promise<EbookDownloads[]> {
  const rows: {
    ebook_id: string | null;
    title: string | null;
    category: string | null;
    n: unknown;
  }[] = await leftJoinOwnTexts(
    db('downloads as d').leftJoin('ebooks as b', 'b.id', 'd.ebook_id'),
    EBOOK_TEXTS,
    'b',
    'bt',
  )
    .select('d.ebook_id', 'bt.title', 'b.category')
    .count({ n: '*' })
    .where('d.created_at', '>=', toDbTimestamp(from))
    .groupBy('d.ebook_id', 'bt.title', 'b.category');
  return rows.map((row) => ({
    ebookId: row.ebook_id,
    title: row.title,
    category: row.category,
    downloads: count(row.n),
  }));
}

export async function downloadsPerCategory(
  db: Db,
  from: Date,
): Promise<{ category: string; downloads: number }[]> {
  const rows: { ebook_category: string; n: unknown }[] = await db('downloads')
    .select('ebook_category')
    .count({ n: '*' })
    .where('created_at', '>=', toDbTimestamp(from))
    .groupBy('ebook_category');
  return rows.map((row) => ({ category: row.ebook_category, downloads: count(row.n) }));
}

/** Rows per week (Monday, UTC) of one lead table. */
export async function rowsPerWeek(db: Db, table: string, from: Date): Promise<Map<string, number>> {
  const rows: { week: string; n: unknown }[] = await db(table)
    .select(weekBucket(db, 'created_at', 'week'))
    .count({ n: '*' })
    .where('created_at', '>=', toDbTimestamp(from))
    .groupBy('week');
  return new Map(rows.map((row) => [row.week, count(row.n)]));
}

export async function paymentLeadsByStatusAndProvider(
  db: Db,
  from: Date,
): Promise<{ status: string; provider: string; count: number }[]> {
  const rows: { status: string; provider: string; n: unknown }[] = await db('payment_leads')
    .select('status', 'provider')
    .count({ n: '*' })
    .where('created_at', '>=', toDbTimestamp(from))
    .groupBy('status', 'provider');
  return rows.map((row) => ({ status: row.status, provider: row.provider, count: count(row.n) }));
}
