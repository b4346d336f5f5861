import Database from 'better-sqlite3';
import { E2E_RESPONSE_CACHE_TTL_SECONDS, E2E_SQLITE_FILE } from './env';

/** Reads the e2e site's database directly: what a visitor did must really be stored. */
export function queryRows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(E2E_SQLITE_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Inserts a row the way an operator would (tracking pixels have no API). */
export function insertRow(table: string, row: Record<string, string | number | null>): void {
  const db = new Database(E2E_SQLITE_FILE, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const columns = Object.keys(row);
    db.prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    ).run(...Object.values(row));
  } finally {
    db.close();
  }
}

/** Changes rows the way an operator would (an e2e test ages a confirmation link). */
export function runSql(sql: string, ...params: unknown[]): number {
  const db = new Database(E2E_SQLITE_FILE, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return db.prepare(sql).run(...params).changes;
  } finally {
    db.close();
  }
}

/** A German success story of a DE business, with its texts (a spec's own fixture; `removeContent` takes it away). */
export function insertTestimonial(story: {
  id: string;
  name: string;
  quote: string;
  business: string;
  branche: string;
  location: string;
  active: boolean;
}): void {
  insertRow('testimonials', {
    id: story.id,
    name: story.name,
    country: 'DE',
    language: 'de',
    is_active: story.active ? 1 : 0,
    version: 1,
    created_at: new Date().toISOString().replace('T', ' ').replace('Z', ''),
  });
  insertRow('testimonial_translations', {
    testimonial_id: story.id,
    language: 'de',
    quote: story.quote,
    business: story.business,
    branche: story.branche,
    location: story.location,
  });
}

/** A content table and the table of its texts per language (if any), keyed by the record's id. */
const CONTENT_TABLES: Record<string, { texts: string; key: string } | null> = {
  ebooks: { texts: 'ebook_translations', key: 'ebook_id' },
  products: { texts: 'product_translations', key: 'product_id' },
  testimonials: { texts: 'testimonial_translations', key: 'testimonial_id' },
  faqs: null,
  glossary: null,
};

/**
 * Removes content records a spec created, texts first, and waits until the
 * API's cached answers have expired: the specs after it find the seeded
 * content as it was (lists of a fixed length, the seeded names only).
 */
export async function removeContent(
  records: Partial<Record<'ebooks' | 'products' | 'testimonials' | 'faqs' | 'glossary', string[]>>,
): Promise<void> {
  for (const [table, ids] of Object.entries(records)) {
    const texts = CONTENT_TABLES[table];
    for (const id of ids.filter(Boolean)) {
      if (texts) runSql(`DELETE FROM ${texts.texts} WHERE ${texts.key} = ?`, id);
      // Its versions (drafts, history), where the console kept any.
      runSql('DELETE FROM content_versions WHERE record_id = ?', id);
      runSql(`DELETE FROM ${table} WHERE id = ?`, id);
    }
  }
  await cachedAnswersExpired();
}

/** Resolves once the API's answers cached before now have expired (RESPONSE_CACHE_TTL_SECONDS). */
export function cachedAnswersExpired(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, E2E_RESPONSE_CACHE_TTL_SECONDS * 1000 + 500));
}
