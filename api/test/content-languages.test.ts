import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  ebookDetailSchema,
  ebookListItemSchema,
  LANGUAGES,
  productSchema,
  type Language,
} from 'contracts';
import { toDbTimestamp } from '../src/data/rows';
import { setupTestApp } from './support/app';

/*
 * Issue 19, "one language per page": e-books and products answer their texts
 * in the page's language (`?language=`) where they have them, else in their
 * own, and say which (`language`). A record's texts come from one language,
 * never mixed.
 */
const ctx = setupTestApp();

const FACEBOOK_DE = '10000000-0000-4000-8000-000000000001';
const GOOGLE_ES = '10000000-0000-4000-8000-000000000013';

/** An e-book offered in `country` with texts in its own language only. */
async function insertGermanOnlyEbook(country = 'DE') {
  const id = randomUUID();
  const numericId = 500_000 + Math.floor(Math.random() * 100_000);
  await ctx.db('ebooks').insert({
    id,
    numeric_id: numericId,
    slug: `nur-deutsch-${numericId}`,
    category: 'Pinterest',
    google_slides_url: 'https://docs.google.com/presentation/d/x/edit',
    gradient_type: 'orange-pink',
    countries: JSON.stringify([country]),
    language: 'de',
    created_at: toDbTimestamp(new Date('2020-01-01')),
  });
  await ctx.db('ebook_translations').insert({
    ebook_id: id,
    language: 'de',
    title: 'Nur auf Deutsch: Pinterest im Laden',
    category_label: 'Pinterest',
    description: null,
    highlights: JSON.stringify(['Eins', 'Zwei']),
  });
  return { id, numericId };
}

describe('e-books per language', () => {
  it.each([
    ['de', 'Facebook für lokale Unternehmen: Der Praxis-Leitfaden', 'Facebook'],
    ['es', 'Facebook para negocios locales: la guía práctica', 'Facebook'],
    ['fr', 'Facebook pour les entreprises locales\u00a0: le guide pratique', 'Facebook'],
  ] as const)(
    "answers Germany's Facebook guide in %s, with its bullets in that language",
    async (language, title, categoryLabel) => {
      const res = await request(ctx.app).get(`/api/ebooks/${FACEBOOK_DE}`).query({ language });
      expect(res.status).toBe(200);
      const ebook = ebookDetailSchema.parse(res.body);
      expect(ebook).toMatchObject({ language, title, categoryLabel, category: 'Facebook' });
      // Slug, ids and the category key do not depend on the language.
      expect(ebook).toMatchObject({ slug: 'facebook-fuer-lokale-unternehmen', numericId: 1 });
      const row = await ctx
        .db('ebook_translations')
        .where({ ebook_id: FACEBOOK_DE, language })
        .first();
      expect(ebook.description).toBe(row.description);
      expect(ebook.highlights).toEqual(JSON.parse(row.highlights));
      expect(ebook.highlights).toHaveLength(2);
    },
  );

  it('names the category in the language of the texts', async () => {
    const res = await request(ctx.app).get(`/api/ebooks/${GOOGLE_ES}`).query({ language: 'fr' });
    expect(res.body).toMatchObject({
      category: 'Google Unternehmensprofil',
      categoryLabel: 'Fiche d’établissement Google',
      language: 'fr',
    });
  });

  it("lists Germany's e-books in Spanish for es_DE, every text in Spanish", async () => {
    const res = await request(ctx.app).get('/api/ebooks').query({ country: 'DE', language: 'es' });
    expect(res.status).toBe(200);
    const list = ebookListItemSchema.array().parse(res.body);
    expect(list.length).toBeGreaterThanOrEqual(8);
    for (const ebook of list) expect(ebook.language).toBe('es');
    const rows = await ctx
      .db('ebook_translations')
      .whereIn(
        'ebook_id',
        list.map((e) => e.id),
      )
      .where({ language: 'es' });
    for (const ebook of list) {
      const row = rows.find((r) => r.ebook_id === ebook.id);
      expect([ebook.title, ebook.description]).toEqual([row.title, row.description]);
    }
  });

  it("answers an e-book without the page's language in its own, whole (title, bullets, category)", async () => {
    const { id, numericId } = await insertGermanOnlyEbook();
    for (const path of [`/api/ebooks/${id}`, `/api/ebooks/numeric/${numericId}`]) {
      const res = await request(ctx.app).get(path).query({ language: 'fr' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        language: 'de',
        title: 'Nur auf Deutsch: Pinterest im Laden',
        categoryLabel: 'Pinterest',
        description: null,
        highlights: ['Eins', 'Zwei'],
      });
    }
    const list = await request(ctx.app).get('/api/ebooks').query({ country: 'DE', language: 'fr' });
    const languages = new Map(
      list.body.map((e: { id: string; language: Language }) => [e.id, e.language]),
    );
    expect(languages.get(id)).toBe('de');
    expect(languages.get(FACEBOOK_DE)).toBe('fr');
  });

  it('leaves out a record that has no texts at all rather than failing', async () => {
    const id = randomUUID();
    await ctx.db('ebooks').insert({
      id,
      slug: `ohne-texte-${id}`,
      category: 'Pinterest',
      google_slides_url: 'https://docs.google.com/presentation/d/y/edit',
      countries: '["FR"]',
      language: 'fr',
    });
    const list = await request(ctx.app).get('/api/ebooks').query({ country: 'FR' });
    expect(list.status).toBe(200);
    expect(list.body.map((e: { id: string }) => e.id)).not.toContain(id);
    const detail = await request(ctx.app).get(`/api/ebooks/${id}`);
    expect(detail.status).toBe(404);
  });

  it("changes the cover's version when a title changes in any language", async () => {
    const before = (await request(ctx.app).get(`/api/ebooks/${GOOGLE_ES}`)).body.coverVersion;
    await ctx
      .db('ebook_translations')
      .where({ ebook_id: GOOGLE_ES, language: 'de' })
      .update({ title: 'Google Unternehmensprofil: neu betitelt' });
    // Asked in another language: an uncached answer with the new version.
    const after = (await request(ctx.app).get(`/api/ebooks/${GOOGLE_ES}`).query({ language: 'es' }))
      .body.coverVersion;
    expect(after).not.toBe(before);
  });

  it.each(['en', 'DEU', 'd', 'de,es', ' fr'])('answers 400 for language=%j', async (language) => {
    for (const path of [
      '/api/ebooks',
      `/api/ebooks/${FACEBOOK_DE}`,
      '/api/ebooks/numeric/1',
      '/api/ebooks/featured',
      '/api/products/brand/hellocash',
      '/api/products/pos-system',
    ]) {
      const res = await request(ctx.app).get(path).query({ language });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Parameter language muss de, es, fr oder leer sein',
        fields: { language: expect.any(String) },
      });
    }
  });

  it('takes the language case-insensitively; empty is none (each its own)', async () => {
    const upper = await request(ctx.app)
      .get('/api/ebooks')
      .query({ country: 'ES', language: 'DE' });
    expect(upper.body.map((e: { language: string }) => e.language)).toEqual(
      upper.body.map(() => 'de'),
    );
    const empty = await request(ctx.app).get('/api/ebooks?country=ES&language=');
    const absent = await request(ctx.app).get('/api/ebooks?country=ES');
    expect(empty.body).toEqual(absent.body);
    for (const ebook of absent.body) expect(ebook.language).toBe('es');
  });
});

describe('GET /api/ebooks/featured', () => {
  const track = (ebookId: string, times: number) =>
    Promise.all(
      Array.from({ length: times }, () =>
        request(ctx.app)
          .post('/api/track/download')
          .send({ ebookId, ebookCategory: 'Featured-Test', deviceType: 'desktop' })
          .expect(201),
      ),
    );

  it("features the country's three most downloaded e-books, the newest first among equals, in the page's language", async () => {
    const before = await request(ctx.app).get('/api/ebooks/featured').query({ country: 'FR' });
    expect(before.status).toBe(200);
    const all = ebookListItemSchema
      .array()
      .parse((await request(ctx.app).get('/api/ebooks').query({ country: 'FR' })).body);
    // No downloads yet: the newest three (the list is newest first).
    expect(before.body.map((e: { id: string }) => e.id)).toEqual(all.slice(0, 3).map((e) => e.id));

    const oldest = all[all.length - 1]!;
    const second = all[all.length - 2]!;
    await track(oldest.id, 3);
    await track(second.id, 1);
    const after = await request(ctx.app)
      .get('/api/ebooks/featured')
      .query({ country: 'FR', language: 'de' });
    const featured = ebookListItemSchema.array().parse(after.body);
    expect(featured.map((e) => e.id)).toEqual([oldest.id, second.id, all[0]!.id]);
    for (const ebook of featured) expect(ebook.language).toBe('de');
  });

  it('answers only e-books offered in the country, as many as asked (1 to 12)', async () => {
    const res = await request(ctx.app)
      .get('/api/ebooks/featured')
      .query({ country: 'ES', limit: '2' });
    expect(res.body).toHaveLength(2);
    const spanish = await ctx.db('ebooks').where('countries', 'like', '%"ES"%').pluck('id');
    for (const ebook of res.body) expect(spanish).toContain(ebook.id);
    for (const limit of ['0', '13', 'abc', '1.5', ' 2']) {
      const bad = await request(ctx.app).get('/api/ebooks/featured').query({ limit });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Parameter limit muss eine Zahl von 1 bis 12 sein');
    }
  });
});

describe('products per language', () => {
  it.each(LANGUAGES)("answers Germany's website product in %s", async (language) => {
    const res = await request(ctx.app).get('/api/products/website-loesung').query({ language });
    expect(res.status).toBe(200);
    const product = productSchema.parse(res.body);
    expect(product.language).toBe(language);
    const row = await ctx
      .db('product_translations')
      .where({ product_id: product.id, language })
      .first();
    expect(product).toMatchObject({
      name: row.name,
      shortDescription: row.short_description,
      longDescription: row.long_description,
      features: JSON.parse(row.features),
      ctaText: row.cta_text,
      // Not a text: the same in every language.
      ctaLink: '#beratung',
      slug: 'website-loesung',
    });
  });

  it("lists Spain's helloCASH line in French for fr_ES", async () => {
    const res = await request(ctx.app)
      .get('/api/products/brand/hellocash')
      .query({ country: 'ES', language: 'fr' });
    const list = productSchema.array().parse(res.body);
    expect(list.map((p) => p.slug)).toEqual([
      'sistema-tpv',
      'ventajas-hellocash',
      'pago-con-tarjeta',
    ]);
    for (const product of list) expect(product.language).toBe('fr');
    expect(list[0]?.ctaText).toBe('Vérifie ce que Verifactu exige de ta caisse');
  });

  it('answers a product without the asked language in its own', async () => {
    const id = randomUUID();
    await ctx.db('products').insert({
      id,
      slug: `solo-espanol-${id.slice(0, 8)}`,
      brand: 'hellocash',
      cta_link: '#beratung',
      countries: '["ES"]',
      language: 'es',
      sort_order: 99,
    });
    await ctx.db('product_translations').insert({
      product_id: id,
      language: 'es',
      name: 'Solo en español',
      short_description: 'Corto',
      long_description: null,
      features: '[]',
      cta_text: 'Contacta',
    });
    const detail = await request(ctx.app)
      .get(`/api/products/solo-espanol-${id.slice(0, 8)}`)
      .query({ language: 'de' });
    expect(detail.body).toMatchObject({ language: 'es', name: 'Solo en español', features: [] });
    const line = await request(ctx.app)
      .get('/api/products/brand/hellocash')
      .query({ country: 'ES', language: 'de' });
    const last = line.body[line.body.length - 1];
    expect(last).toMatchObject({ id, language: 'es' });
    for (const product of line.body.slice(0, -1)) expect(product.language).toBe('de');
  });
});
