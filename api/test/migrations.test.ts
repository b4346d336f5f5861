import { randomUUID } from 'node:crypto';
import { migrate, prepareDatabase, seed } from '../src/db/migrate';
import { migrationSource } from '../src/db/migration-source';
import { createEmptyTestDb, type TestDb } from './support/test-db';

// Every migration from scratch: on MariaDB each ALTER rebuilds its table, seconds on a busy machine.
jest.setTimeout(30_000);

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createEmptyTestDb();
});
afterAll(() => testDb?.destroy());

const tables = [
  'tracking_pixels',
  'users',
  'page_views',
  'downloads',
  'email_captures',
  'testimonials',
  'ebooks',
  'ebook_translations',
  'products',
  'product_translations',
  'testimonial_translations',
  'payment_leads',
  'faqs',
  'glossary',
  'customer_feedback',
  'staff_sessions',
  'sign_in_throttle',
  'audit_log',
  'server_keys',
  'erasure_suppressions',
  'consent_log',
  'visitor_salts',
  'feedback_votes',
  'roadmap_items',
  'roadmap_item_translations',
  'content_versions',
];

/** Both drivers' codes for a unique-constraint violation. */
const duplicate = {
  code: expect.stringMatching(
    /^(SQLITE_CONSTRAINT_UNIQUE|SQLITE_CONSTRAINT_PRIMARYKEY|ER_DUP_ENTRY)$/,
  ),
};

describe('migrations and seeds', () => {
  it('create every table and are idempotent', async () => {
    const { db } = testDb;
    await prepareDatabase(db);
    await prepareDatabase(db);
    await migrate(db);
    await seed(db);
    for (const table of tables) expect(await db.schema.hasTable(table)).toBe(true);
    expect(await db.schema.hasColumn('faqs', 'language')).toBe(true);
    expect(await db.schema.hasColumn('glossary', 'language')).toBe(true);
    const applied = await db('knex_migrations').count({ n: '*' });
    expect(Number(applied[0]?.n)).toBe((await migrationSource.getMigrations([])).length);
    for (const table of ['email_captures', 'payment_leads', 'customer_feedback', 'page_views']) {
      expect(await db.schema.hasColumn(table, 'country')).toBe(true);
      expect(await db.schema.hasColumn(table, 'language')).toBe(true);
    }
    expect(await db.schema.hasColumn('users', 'role')).toBe(true);
    // One random key per database, made by the migration, never by a seed.
    const keys = await db('server_keys');
    expect(keys).toHaveLength(1);
    expect(keys[0].secret).toMatch(/^[0-9a-f]{64}$/);
    // No staff account is seeded: the first admin comes from the command line.
    expect(Number((await db('users').count({ n: '*' }))[0]?.n)).toBe(0);
  });

  it('create utf8mb4 tables on MySQL/MariaDB, whatever the database default', async () => {
    if (testDb.kind !== 'mariadb') return; // SQLite text is always UTF-8
    const [rows] = await testDb.db.raw(
      'select table_name as name, table_collation as collation from information_schema.tables where table_schema = database()',
    );
    for (const row of rows as { name: string; collation: string }[]) {
      expect(`${row.name}: ${row.collation}`).toMatch(/: utf8mb4_/);
    }
  });

  it('seed one inactive example tracking pixel per consent category', async () => {
    const rows = await testDb.db('tracking_pixels').orderBy('id');
    expect(rows.map((row) => [row.category, row.position, Boolean(row.is_active)])).toEqual([
      ['statistics', 'head', false],
      ['marketing', 'body', false],
    ]);
  });

  it('apply the defaults of SPEC §9', async () => {
    const { db } = testDb;
    const id = randomUUID();
    await db('ebooks').insert({
      id,
      slug: `t-${id}`,
      category: 'marketing',
      google_slides_url: 'https://example.com',
    });
    const ebook = await db('ebooks').where({ id }).first();
    expect(ebook).toMatchObject({
      gradient_type: 'emerald-teal',
      countries: '["DE"]',
      language: 'de',
      version: 1,
    });
    expect(ebook.created_at).toBeTruthy();

    await db('payment_leads').insert({ id, visitor_id: id, email: 'a@b.de', provider: 'mollie' });
    const lead = await db('payment_leads').where({ id }).first();
    expect(lead.interest_level).toBe('high');
    expect(Boolean(lead.converted)).toBe(false);
    expect(lead).toMatchObject({ status: 'neu', converted_at: null, country: null });

    await db('faqs').insert({
      id,
      question: 'Q',
      answer: 'A',
      country: 'ES',
      category: 'verifactu',
    });
    const faq = await db('faqs').where({ id }).first();
    expect(faq.sort_order).toBe(0);
    expect(Boolean(faq.is_active)).toBe(true);
  });

  it('enforce unique slugs, numeric ids and usernames', async () => {
    const { db } = testDb;
    const ebook = (slug: string, numericId: number | null) => ({
      id: randomUUID(),
      numeric_id: numericId,
      slug,
      category: 'c',
      google_slides_url: 'https://example.com',
    });
    // Numeric ids far above the seeded ones.
    await db('ebooks').insert(ebook('unique-a', 9001));
    await expect(db('ebooks').insert(ebook('unique-a', 9002))).rejects.toMatchObject(duplicate);
    await expect(db('ebooks').insert(ebook('unique-b', 9001))).rejects.toMatchObject(duplicate);
    // Several e-books may lack a numeric id.
    await db('ebooks').insert([ebook('unique-c', null), ebook('unique-d', null)]);

    // One text per record and language.
    const texts = {
      ebook_id: randomUUID(),
      language: 'es',
      title: 'T',
      category_label: 'c',
      highlights: '[]',
    };
    await db('ebook_translations').insert(texts);
    await expect(db('ebook_translations').insert(texts)).rejects.toMatchObject(duplicate);
    await db('ebook_translations').insert({ ...texts, language: 'fr' });

    await db('users').insert({ id: randomUUID(), username: 'anna', password: 'x' });
    await expect(
      db('users').insert({ id: randomUUID(), username: 'anna', password: 'y' }),
    ).rejects.toMatchObject(duplicate);
  });
});
