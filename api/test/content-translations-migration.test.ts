import request from 'supertest';
import { createApp } from '../src/app';
import { seed } from '../src/db/migrate';
import { migrationSource } from '../src/db/migration-source';
import { createEmptyTestDb, type TestDb } from './support/test-db';

/*
 * Migration 0013 on a database from before it: every e-book, product and
 * testimonial keeps working, its texts moved into a row in its own language;
 * then the seeds add the other languages and replace the texts first seeded
 * with "Sie"/"vous" that nobody edited.
 */

// Every migration from scratch, on MariaDB each ALTER rebuilds its table.
jest.setTimeout(60_000);

const EBOOK_ES = '10000000-0000-4000-8000-000000000013';
const EBOOK_REELS = '10000000-0000-4000-8000-000000000003';
const PRODUCT_DE = '30000000-0000-4000-8000-000000000001';
const PRODUCT_FR = '30000000-0000-4000-8000-000000000014';
const STORY_FR = '20000000-0000-4000-8000-000000000008';
const STORY_OTHER = '4a7c1d2e-0000-4000-8000-000000000001';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createEmptyTestDb();
  const { db } = testDb;
  const all = await migrationSource.getMigrations([]);
  const before = all.findIndex((m) => m.name === '20261127_0013_content_translations');
  for (let i = 0; i < before; i += 1) await db.migrate.up({ migrationSource });

  // Rows as the seeds of 0012's time wrote them (one language per record).
  await db('ebooks').insert([
    {
      id: EBOOK_ES,
      numeric_id: 13,
      title: 'Perfil de Empresa en Google: más llamadas desde la búsqueda local',
      slug: 'perfil-de-empresa-en-google',
      category: 'Google Unternehmensprofil',
      description: 'Completa tu Perfil de Empresa en Google.',
      google_slides_url: 'https://docs.google.com/presentation/d/x/edit',
      countries: '["ES"]',
    },
    {
      id: EBOOK_REELS,
      numeric_id: 3,
      title: 'Instagram Reels: 30 Ideen für Ihr Geschäft',
      slug: 'instagram-reels-30-ideen',
      category: 'Instagram',
      description: null,
      google_slides_url: 'https://docs.google.com/presentation/d/y/edit',
      countries: '["DE"]',
    },
  ]);
  const product = {
    brand: 'hellomarketing',
    long_description: null,
    cta_link: '#beratung',
    is_active: true,
  };
  await db('products').insert([
    {
      ...product,
      id: PRODUCT_DE,
      slug: 'website-loesung',
      name: 'Website-Lösung',
      short_description: 'Ihre professionelle Website in 14 Tagen, ohne Technikstress.',
      features: JSON.stringify(['Lokale Suchmaschinenoptimierung']),
      cta_text: 'Wünsche an Ihre Website mitteilen',
      countries: '["DE"]',
    },
    {
      ...product,
      id: PRODUCT_FR,
      slug: 'solution-site-web',
      name: 'Solution site web',
      // Edited since it was seeded: kept as it is.
      short_description: 'Votre site, notre métier.',
      features: JSON.stringify(['Référencement local']),
      cta_text: 'Décrivez-nous le site de vos rêves',
      countries: '["FR"]',
    },
  ]);
  await db('testimonials').insert([
    {
      id: STORY_FR,
      name: 'Karim Benali',
      business: 'Boulangerie Benali',
      quote: 'Notre fiche Google est enfin complète.',
      branche: 'Boulangerie',
      location: 'Toulouse',
    },
    { id: STORY_OTHER, name: 'Eva Neu', business: 'Laden Neu', quote: 'Prima.' },
  ]);
  // 0013, and the ones after it: the API below reads the current schema.
  await db.migrate.latest({ migrationSource });
});
afterAll(() => testDb?.destroy());

const textsOf = (table: string, column: string, id: string) =>
  testDb
    .db(table)
    .where({ [column]: id })
    .orderBy('language');

describe('migration 0013 on existing content', () => {
  it("moves each e-book's texts into its own language, its country's", async () => {
    const { db } = testDb;
    expect(await db.schema.hasColumn('ebooks', 'title')).toBe(false);
    expect((await db('ebooks').where({ id: EBOOK_ES }).first()).language).toBe('es');
    expect(await textsOf('ebook_translations', 'ebook_id', EBOOK_ES)).toEqual([
      {
        ebook_id: EBOOK_ES,
        language: 'es',
        title: 'Perfil de Empresa en Google: más llamadas desde la búsqueda local',
        category_label: 'Perfil de Empresa de Google',
        description: 'Completa tu Perfil de Empresa en Google.',
        highlights: '[]',
      },
    ]);
  });

  it("moves each product's texts into its own language", async () => {
    const { db } = testDb;
    expect(await db.schema.hasColumn('products', 'name')).toBe(false);
    const [texts] = await textsOf('product_translations', 'product_id', PRODUCT_FR);
    expect(texts).toMatchObject({
      language: 'fr',
      name: 'Solution site web',
      short_description: 'Votre site, notre métier.',
      features: '["Référencement local"]',
    });
    expect(await db('products').where({ id: PRODUCT_FR }).first()).toMatchObject({
      language: 'fr',
      version: 1,
    });
  });

  it('gives the seeded testimonials their language and country, others German and DE', async () => {
    const { db } = testDb;
    expect(await db('testimonials').where({ id: STORY_FR }).first()).toMatchObject({
      language: 'fr',
      country: 'FR',
    });
    expect(await db('testimonials').where({ id: STORY_OTHER }).first()).toMatchObject({
      language: 'de',
      country: 'DE',
    });
    const [texts] = await textsOf('testimonial_translations', 'testimonial_id', STORY_FR);
    expect(texts).toMatchObject({ language: 'fr', business: 'Boulangerie Benali' });
  });

  it('keeps answering them through the API in their own language', async () => {
    const app = createApp({ db: testDb.db, rateLimit: false, responseCache: { ttlSeconds: 0 } });
    const ebook = await request(app).get(`/api/ebooks/${EBOOK_ES}`).query({ language: 'de' });
    expect(ebook.status).toBe(200);
    expect(ebook.body).toMatchObject({
      language: 'es',
      categoryLabel: 'Perfil de Empresa de Google',
    });
    const stories = await request(app).get('/api/testimonials').query({ country: 'FR' });
    expect(stories.body.map((s: { id: string }) => s.id)).toEqual([STORY_FR]);
  });

  it('then the seeds add the other languages and say "du"/"tu" where nobody edited the text', async () => {
    const { db } = testDb;
    await seed(db);
    const reels = await textsOf('ebook_translations', 'ebook_id', EBOOK_REELS);
    expect(reels.map((row) => row.language)).toEqual(['de', 'es', 'fr']);
    expect(reels[0]).toMatchObject({ title: 'Instagram Reels: 30 Ideen für dein Geschäft' });
    // Its bullets arrive; the description it lacked is filled in.
    expect(JSON.parse(reels[0].highlights)).toHaveLength(3);
    expect(reels[0].description).toMatch(/^30 Reel-Ideen/);

    const [de] = await textsOf('product_translations', 'product_id', PRODUCT_DE).where({
      language: 'de',
    });
    expect(de).toMatchObject({
      short_description: 'Deine professionelle Website in 14 Tagen, ohne Technikstress.',
      cta_text: 'Wünsche an deine Website mitteilen',
      // Not a superseded text: left as it was.
      features: '["Lokale Suchmaschinenoptimierung"]',
    });
    const [fr] = await textsOf('product_translations', 'product_id', PRODUCT_FR).where({
      language: 'fr',
    });
    expect(fr).toMatchObject({
      short_description: 'Votre site, notre métier.',
      cta_text: 'Décris-nous le site de tes rêves',
    });
    expect((await db('products').where({ id: PRODUCT_DE }).first()).sort_order).toBe(10);
  });

  it('goes back to one language per record', async () => {
    const { db } = testDb;
    // Down to before 0013: each later migration first, then 0013 itself.
    const all = await migrationSource.getMigrations([]);
    const at = all.findIndex((m) => m.name === '20261127_0013_content_translations');
    for (let i = all.length - 1; i >= at; i -= 1) await db.migrate.down({ migrationSource });
    expect(await db.schema.hasTable('ebook_translations')).toBe(false);
    expect(await db('ebooks').where({ id: EBOOK_ES }).first()).toMatchObject({
      title: 'Perfil de Empresa en Google: más llamadas desde la búsqueda local',
      description: 'Completa tu Perfil de Empresa en Google.',
    });
    expect(await db('products').where({ id: PRODUCT_FR }).first()).toMatchObject({
      name: 'Solution site web',
      cta_text: 'Décris-nous le site de tes rêves',
    });
    expect(await db('testimonials').where({ id: STORY_FR }).first()).toMatchObject({
      quote: 'Notre fiche Google est enfin complète.',
    });
    await db.migrate.latest({ migrationSource });
    expect((await db('ebooks').where({ id: EBOOK_ES }).first()).language).toBe('es');
  });
});
