import { seed } from '../src/db/migrate';
import { createTestDb, type TestDb } from './support/test-db';

/*
 * French seeded texts first had an ordinary space before ':' (a line could
 * start with it). The seeds now write a no-break space; on a database seeded
 * before, a text nobody edited gets it, an edited one is left alone.
 */

const EBOOK_FACEBOOK = '10000000-0000-4000-8000-000000000001';
const TITLE_NOW = 'Facebook pour les entreprises locales\u00a0: le guide pratique';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

const frenchRow = (table: string, recordColumn: string, id: string) =>
  testDb
    .db(table)
    .where({ [recordColumn]: id, language: 'fr' })
    .first();

describe('French spacing in seeded content', () => {
  it('seeds French texts with a no-break space before the colon', async () => {
    const ebook = await frenchRow('ebook_translations', 'ebook_id', EBOOK_FACEBOOK);
    expect(ebook.title).toBe(TITLE_NOW);
  });

  it('respaces a text as first seeded, in every kind of content, and keeps an edited one', async () => {
    const { db } = testDb;
    const asFirstSeeded = (text: string) => text.replace(/\u00a0(?=:)/g, ' ');
    // Rows as the first seeds wrote them (found by their French text now).
    const rows = [
      ['ebook_translations', 'ebook_id', 'highlights'],
      ['product_translations', 'product_id', 'long_description'],
      ['roadmap_item_translations', 'roadmap_item_id', 'description'],
      ['testimonial_translations', 'testimonial_id', 'quote'],
    ] as const;
    const before: Array<{ table: string; where: object; column: string; now: string }> = [];
    for (const [table, recordColumn, column] of rows) {
      const row = await db(table)
        .where({ language: 'fr' })
        .where(column, 'like', '%\u00a0:%')
        .first();
      expect([table, row?.[column]]).toEqual([table, expect.stringContaining('\u00a0:')]);
      const where = { [recordColumn]: row[recordColumn], language: 'fr' };
      await db(table)
        .where(where)
        .update({ [column]: asFirstSeeded(row[column]) });
      before.push({ table, where, column, now: row[column] });
    }
    const edited = 'Facebook pour les entreprises locales : notre guide';
    await db('ebook_translations')
      .where({ ebook_id: EBOOK_FACEBOOK, language: 'fr' })
      .update({ title: edited });

    await seed(db);

    for (const { table, where, column, now } of before)
      expect((await db(table).where(where).first())[column]).toBe(now);
    expect((await frenchRow('ebook_translations', 'ebook_id', EBOOK_FACEBOOK)).title).toBe(edited);
  });
});
