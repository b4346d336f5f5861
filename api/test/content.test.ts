import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  ebookDetailSchema,
  ebookListItemSchema,
  faqSchema,
  glossaryEntrySchema,
  productSchema,
  testimonialSchema,
} from 'contracts';
import { toDbTimestamp } from '../src/data/rows';
import { setupTestApp } from './support/app';

const ctx = setupTestApp();

const FACEBOOK = '10000000-0000-4000-8000-000000000001'; // numericId 1, DE only
const FR_ONLY = '10000000-0000-4000-8000-000000000009'; // numericId 9, FR only

describe('GET /api/testimonials', () => {
  it('lists the testimonials, newest first, in the contract shape', async () => {
    const res = await request(ctx.app).get('/api/testimonials');
    expect(res.status).toBe(200);
    const list = testimonialSchema.array().parse(res.body);
    expect(list.length).toBeGreaterThanOrEqual(9);
    const times = list.map((t) => t.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.find((t) => t.name === 'Sabine Krüger')).toMatchObject({
      business: 'Blumenhaus Krüger',
      branche: 'Floristik',
      location: 'Münster',
      imageUrl: null,
      country: 'DE',
      language: 'de',
    });
  });

  it.each([
    ['DE', 'de'],
    ['ES', 'es'],
    ['FR', 'fr'],
  ] as const)(
    'answers the businesses of country=%s, at least two, in their own language %s',
    async (country, language) => {
      const res = await request(ctx.app).get('/api/testimonials').query({ country });
      expect(res.status).toBe(200);
      const list = testimonialSchema.array().parse(res.body);
      expect(list.length).toBeGreaterThanOrEqual(2);
      for (const story of list) expect(story).toMatchObject({ country, language });
      const expected = await ctx.db('testimonials').where({ country }).pluck('id');
      expect(list.map((t) => t.id).sort()).toEqual([...expected].sort());
    },
  );

  it("answers Spain's stories in German for a German speaker in Spain (de_ES)", async () => {
    const res = await request(ctx.app)
      .get('/api/testimonials')
      .query({ country: 'ES', language: 'de' });
    const lucia = testimonialSchema
      .array()
      .parse(res.body)
      .find((t) => t.name === 'Lucía Fernández');
    expect(lucia).toMatchObject({
      language: 'de',
      business: 'Panadería La Espiga',
      branche: 'Bäckerei',
      country: 'ES',
    });
    expect(lucia?.quote).toMatch(/Sonntagsbrot/);
  });

  it('answers a story without the asked language in its own, saying so', async () => {
    const id = randomUUID();
    await ctx.db('testimonials').insert({
      id,
      name: 'Ana Solo',
      country: 'ES',
      language: 'es',
      created_at: toDbTimestamp(new Date('2020-01-01')),
    });
    await ctx.db('testimonial_translations').insert({
      testimonial_id: id,
      language: 'es',
      quote: 'Solo en español.',
      business: 'Tienda Ana',
      branche: null,
      location: null,
    });
    const res = await request(ctx.app)
      .get('/api/testimonials')
      .query({ country: 'es', language: 'FR' });
    const ana = testimonialSchema
      .array()
      .parse(res.body)
      .find((t) => t.id === id);
    expect(ana).toMatchObject({
      language: 'es',
      quote: 'Solo en español.',
      business: 'Tienda Ana',
    });
    const others = res.body.filter((t: { id: string }) => t.id !== id);
    for (const story of others) expect(story.language).toBe('fr');
  });

  it.each([{ country: 'IT' }, { language: 'en' }, { language: 'de ' }])(
    'rejects %o with 400 JSON',
    async (query) => {
      const res = await request(ctx.app).get('/api/testimonials').query(query);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Parameter (country|language) muss/);
    },
  );
});

describe('GET /api/ebooks', () => {
  it('lists every e-book with exactly the list fields', async () => {
    const res = await request(ctx.app).get('/api/ebooks');
    expect(res.status).toBe(200);
    const list = ebookListItemSchema.array().parse(res.body);
    expect(list.length).toBeGreaterThanOrEqual(9);
    for (const item of res.body)
      expect(Object.keys(item).sort()).toEqual(
        [
          'category',
          'categoryLabel',
          'coverVersion',
          'description',
          'gradientType',
          'id',
          'language',
          'numericId',
          'slug',
          'title',
        ].sort(),
      );
    expect(list.find((e) => e.id === FACEBOOK)).toMatchObject({
      numericId: 1,
      category: 'Facebook',
      slug: 'facebook-fuer-lokale-unternehmen',
      // No language asked: each in its own.
      language: 'de',
    });
  });

  it.each([
    ['DE', 'DE'],
    ['ES', 'ES'],
    ['fr', 'FR'],
  ])('filters by country=%s (case-insensitive)', async (query, country) => {
    const all = await ctx.db('ebooks');
    const expected = all
      .filter((r) => (JSON.parse(r.countries) as string[]).includes(country))
      .map((r) => r.id)
      .sort();
    const res = await request(ctx.app).get('/api/ebooks').query({ country: query });
    expect(res.status).toBe(200);
    expect(res.body.map((e: { id: string }) => e.id).sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.includes(FR_ONLY)).toBe(country === 'FR');
  });

  it.each([
    ['DE', 'Facebook für lokale Unternehmen: Der Praxis-Leitfaden'],
    ['ES', 'Facebook para negocios locales: la guía práctica'],
    ['FR', 'Facebook pour les entreprises locales\u00a0: le guide pratique'],
  ])('lists at least 4 e-books for %s, in its language', async (country, facebookTitle) => {
    const res = await request(ctx.app).get('/api/ebooks').query({ country });
    const list = ebookListItemSchema.array().parse(res.body);
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.filter((e) => e.category === 'Facebook').map((e) => e.title)).toEqual([
      facebookTitle,
    ]);
  });

  it('rejects an unsupported country with 400 JSON', async () => {
    const res = await request(ctx.app).get('/api/ebooks').query({ country: 'IT' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('country');
    expect(res.body.message).toBe('Parameter country muss DE, ES, FR oder leer sein');
  });

  // The probe: `?country=` was a 400 although the document allowed it. An empty
  // filter is what a form's "all countries" choice sends, so it means no filter.
  it.each(['/api/ebooks?country=', '/api/products/brand/hellocash?country='])(
    '%s (empty) answers the unfiltered list',
    async (url) => {
      const empty = await request(ctx.app).get(url);
      const absent = await request(ctx.app).get(url.replace('?country=', ''));
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual(absent.body);
      expect(empty.body.length).toBeGreaterThan(0);
    },
  );

  it.each([' DE', 'DE ', 'D E', 'DEU', 'de\u0000'])(
    'rejects country=%j (no trimming, no near misses)',
    async (country) => {
      const res = await request(ctx.app).get('/api/ebooks').query({ country });
      expect(res.status).toBe(400);
    },
  );
});

describe('GET /api/ebooks/:id and /api/ebooks/numeric/:numericId', () => {
  it('answers the detail by UUID', async () => {
    const res = await request(ctx.app).get(`/api/ebooks/${FACEBOOK}`);
    expect(res.status).toBe(200);
    const detail = ebookDetailSchema.parse(res.body);
    expect(detail).toMatchObject({ id: FACEBOOK, numericId: 1, category: 'Facebook' });
    expect(detail.googleSlidesUrl).toMatch(/^https:\/\/docs\.google\.com\/presentation\/d\//);
    // SPEC §2: Facebook's 'Das erwartet dich:' has two bullets.
    expect(detail.highlights).toHaveLength(2);
  });

  it('answers the same detail by numeric id', async () => {
    const byUuid = await request(ctx.app).get(`/api/ebooks/${FACEBOOK}`);
    const byNumber = await request(ctx.app).get('/api/ebooks/numeric/1');
    expect(byNumber.status).toBe(200);
    expect(byNumber.body).toEqual(byUuid.body);
  });

  it('answers 404 JSON for an unknown UUID or numeric id', async () => {
    for (const path of [`/api/ebooks/${randomUUID()}`, '/api/ebooks/numeric/987654']) {
      const res = await request(ctx.app).get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ message: 'E-Book nicht gefunden' });
    }
  });

  it.each(['not-a-uuid', '123', "1' or '1'='1"])(
    'answers 400 for a malformed id %s',
    async (id) => {
      const res = await request(ctx.app).get(`/api/ebooks/${encodeURIComponent(id)}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Ungültige ID');
    },
  );

  it.each(['2147483648', '9999999999'])(
    'answers 404 for a well-formed numeric id beyond any record (%s)',
    async (id) => {
      const res = await request(ctx.app).get(`/api/ebooks/numeric/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'E-Book nicht gefunden' });
    },
  );

  it.each(['abc', '0', '-1', '1.5', '99999999999', '01', '+1', '%201', '1%0A'])(
    'answers 400 for a malformed numeric id %s',
    async (id) => {
      const res = await request(ctx.app).get(`/api/ebooks/numeric/${id}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Ungültige numerische ID');
    },
  );
});

describe('GET /api/stats/downloads', () => {
  it('counts the downloads of one category after tracking', async () => {
    const category = `Stats-${randomUUID().slice(0, 8)}`;
    const before = await request(ctx.app).get('/api/stats/downloads').query({ category });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ count: 0 });

    const visitorId = randomUUID();
    for (let i = 0; i < 3; i += 1) {
      const res = await request(ctx.app)
        .post('/api/track/download')
        .send({ visitorId, ebookCategory: category, deviceType: 'desktop' });
      expect(res.status).toBe(201);
    }
    await request(ctx.app)
      .post('/api/track/download')
      .send({ visitorId, ebookCategory: `${category}-other`, deviceType: 'mobile' });

    const after = await request(ctx.app).get('/api/stats/downloads').query({ category });
    expect(after.body).toEqual({ count: 3 });
  });

  it.each([{}, { category: '' }, { category: '   ' }])(
    'answers 400 without a category (%o)',
    async (query) => {
      const res = await request(ctx.app).get('/api/stats/downloads').query(query);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Parameter category fehlt');
    },
  );

  it('answers 400 "zu lang" (not "fehlt") for a category over 64 characters', async () => {
    const res = await request(ctx.app)
      .get('/api/stats/downloads')
      .query({ category: 'x'.repeat(65) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Parameter category ist zu lang (höchstens 64 Zeichen)');
    const emoji = await request(ctx.app)
      .get('/api/stats/downloads')
      .query({ category: '📘'.repeat(64) });
    expect(emoji.status).toBe(200);
  });

  it('answers 400 "fehlt" for a category of invisible characters only', async () => {
    const res = await request(ctx.app)
      .get('/api/stats/downloads')
      .query({ category: '\u200B\u3164\u2800' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Parameter category fehlt');
  });
});

describe('GET /api/products/brand/:brand', () => {
  const MARKETING = {
    DE: ['website-loesung', 'social-media-loesung', 'bewertungsmanagement'],
    ES: ['solucion-web', 'solucion-redes-sociales', 'gestion-de-resenas'],
    FR: ['solution-site-web', 'solution-reseaux-sociaux', 'gestion-des-avis'],
  };
  const POS = {
    DE: ['pos-system', 'vorteile', 'kartenzahlung'],
    ES: ['sistema-tpv', 'ventajas-hellocash', 'pago-con-tarjeta'],
    FR: ['logiciel-de-caisse', 'avantages-hellocash', 'paiement-par-carte'],
  };

  /** Each country's line interleaved: by place in the line, then oldest first. */
  const byPlace = (lines: Record<string, string[]>) =>
    [0, 1, 2].flatMap((place) => ['DE', 'ES', 'FR'].map((country) => lines[country]![place]!));

  it.each([
    ['hellomarketing', byPlace(MARKETING)],
    ['hellocash', byPlace(POS)],
  ])("lists the active products of %s in the lines' order", async (brand, slugs) => {
    const res = await request(ctx.app).get(`/api/products/brand/${brand}`);
    expect(res.status).toBe(200);
    const list = productSchema.array().parse(res.body);
    expect(list.map((p) => p.slug)).toEqual(slugs);
    for (const p of list) expect(p.brand).toBe(brand);
    expect(list.map((p) => p.slug)).not.toContain('flyer-druckservice');
  });

  it.each([
    ['de', 'hellomarketing', MARKETING.DE],
    ['es', 'hellomarketing', MARKETING.ES],
    ['FR', 'hellomarketing', MARKETING.FR],
    ['DE', 'hellocash', POS.DE],
    ['ES', 'hellocash', POS.ES],
    ['fr', 'hellocash', POS.FR],
  ])('filters by country=%s: %s lists its own products', async (country, brand, slugs) => {
    const res = await request(ctx.app).get(`/api/products/brand/${brand}`).query({ country });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { slug: string }) => p.slug)).toEqual(slugs);
  });

  it("answers Spain's product line in Spanish and France's in French", async () => {
    const es = await request(ctx.app).get('/api/products/brand/hellocash?country=ES');
    expect(es.body[0]).toMatchObject({ name: 'Sistema TPV helloCASH' });
    const fr = await request(ctx.app).get('/api/products/brand/hellomarketing?country=FR');
    expect(fr.body[0]).toMatchObject({ name: 'Solution site web' });
  });

  it('answers 404 JSON for an unknown brand', async () => {
    const res = await request(ctx.app).get('/api/products/brand/acme');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Marke nicht gefunden' });
  });
});

describe('GET /api/products/:slug', () => {
  it('answers one active product with every field', async () => {
    const res = await request(ctx.app).get('/api/products/website-loesung');
    expect(res.status).toBe(200);
    const product = productSchema.parse(res.body);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'brand',
        'ctaLink',
        'ctaText',
        'features',
        'id',
        'imageUrl',
        'language',
        'longDescription',
        'name',
        'prices',
        'shortDescription',
        'slug',
      ].sort(),
    );
    expect(product.brand).toBe('hellomarketing');
    // The seeds set no price: an editor does, per country, in the console.
    expect(product.prices).toEqual({});
    expect(product.features.length).toBeGreaterThanOrEqual(5);
  });

  it.each(['website-loesung', 'social-media-loesung', 'pos-system', 'vorteile'])(
    "answers the menu's product page %s whatever the country",
    async (slug) => {
      const res = await request(ctx.app).get(`/api/products/${slug}`).query({ country: 'FR' });
      expect(res.status).toBe(200);
      expect(res.body.slug).toBe(slug);
    },
  );

  it.each(['flyer-druckservice', 'gibt-es-nicht', 'UPPER', '..%2F..'])(
    'answers 404 for an inactive, unknown or impossible slug (%s)',
    async (slug) => {
      const res = await request(ctx.app).get(`/api/products/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Produkt nicht gefunden' });
    },
  );
});

describe.each([
  ['faqs', 'category', faqSchema, ['id', 'question', 'answer']],
  ['glossary', 'context', glossaryEntrySchema, ['id', 'term', 'definition']],
] as const)('GET /api/%s', (table, topic, schema, keys) => {
  const path = `/api/${table}`;
  const textKey = keys[1];

  it('answers the country language by default: ES → Spanish, active only', async () => {
    const res = await request(ctx.app)
      .get(path)
      .query({ country: 'ES', [topic]: 'verifactu' });
    expect(res.status).toBe(200);
    schema.array().parse(res.body);
    for (const item of res.body) expect(Object.keys(item).sort()).toEqual([...keys].sort());
    const expected = await ctx
      .db(table)
      .where({ country: 'ES', language: 'es', is_active: true })
      .orderBy([{ column: 'sort_order' }, { column: 'created_at' }, { column: 'id' }])
      .pluck('id');
    expect(res.body.map((i: { id: string }) => i.id)).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(table === 'faqs' ? 10 : 12);
  });

  it('answers German for language=de', async () => {
    const res = await request(ctx.app)
      .get(path)
      .query({ country: 'ES', [topic]: 'verifactu', language: 'DE' });
    expect(res.status).toBe(200);
    const ids = await ctx
      .db(table)
      .where({ country: 'ES', language: 'de', is_active: true })
      .pluck('id');
    expect(res.body.map((i: { id: string }) => i.id).sort()).toEqual([...ids].sort());
  });

  it('answers French for language=fr (fr_ES, fr_FR): active only, ordered', async () => {
    const res = await request(ctx.app)
      .get(path)
      .query({ country: 'ES', [topic]: 'verifactu', language: 'fr' });
    expect(res.status).toBe(200);
    schema.array().parse(res.body);
    const expected = await ctx
      .db(table)
      .where({ country: 'ES', language: 'fr', is_active: true })
      .orderBy([{ column: 'sort_order' }, { column: 'created_at' }, { column: 'id' }])
      .select('id', textKey);
    expect(expected.length).toBeGreaterThanOrEqual(table === 'faqs' ? 10 : 12);
    expect(res.body.map((i: Record<string, string>) => [i.id, i[textKey]])).toEqual(
      expected.map((row: Record<string, string>) => [row.id, row[textKey]]),
    );
    expect(res.body[0][textKey]).toBe(
      table === 'faqs' ? 'Qu’est-ce que Verifactu ?' : 'VERI*FACTU',
    );
    for (const item of res.body) expect(item.id).toMatch(/-8000-3\d{11}$/);
    const inactive = await ctx
      .db(table)
      .where({ country: 'ES', language: 'fr', is_active: false })
      .pluck('id');
    expect(inactive).toHaveLength(1);
    expect(res.body.map((i: { id: string }) => i.id)).not.toContain(inactive[0]);
  });

  it('never answers inactive entries', async () => {
    const inactive = await ctx.db(table).where({ is_active: false }).pluck('id');
    expect(inactive.length).toBeGreaterThan(0);
    for (const language of ['es', 'de', 'fr']) {
      const res = await request(ctx.app).get(path).query({ country: 'ES', language });
      for (const item of res.body) expect(inactive).not.toContain(item.id);
    }
  });

  it('orders by sort order, then creation', async () => {
    const base = {
      country: 'FR',
      language: 'fr',
      [topic]: 'ordre',
      is_active: true,
      ...(table === 'faqs' ? { question: 'Q', answer: 'A' } : { term: 'T', definition: 'D' }),
    };
    const late = { ...base, id: randomUUID(), sort_order: 1, [textKey]: 'b' };
    const early = { ...base, id: randomUUID(), sort_order: 1, [textKey]: 'a' };
    const first = { ...base, id: randomUUID(), sort_order: 0, [textKey]: 'first' };
    const off = { ...base, id: randomUUID(), sort_order: 0, is_active: false };
    await ctx.db(table).insert({ ...late, created_at: toDbTimestamp(new Date('2025-02-01')) });
    await ctx.db(table).insert({ ...early, created_at: toDbTimestamp(new Date('2025-01-01')) });
    await ctx.db(table).insert({ ...first, created_at: toDbTimestamp(new Date('2025-03-01')) });
    await ctx.db(table).insert({ ...off, created_at: toDbTimestamp(new Date('2024-01-01')) });

    const res = await request(ctx.app)
      .get(path)
      .query({ country: 'FR', [topic]: 'ordre' });
    expect(res.status).toBe(200);
    expect(res.body.map((i: { id: string }) => i.id)).toEqual([first.id, early.id, late.id]);
  });

  it('filters by country and topic', async () => {
    const de = await request(ctx.app)
      .get(path)
      .query({ country: 'DE', [topic]: 'verifactu' });
    expect(de.body).toEqual([]);
    const other = await request(ctx.app)
      .get(path)
      .query({ country: 'ES', [topic]: 'andere' });
    expect(other.body).toEqual([]);
  });

  it('shows untranslated entries (no language) in every language, and filters by language alone', async () => {
    const base = {
      country: 'DE',
      [topic]: 'sprache',
      ...(table === 'faqs' ? { question: 'Q', answer: 'A' } : { term: 'T', definition: 'D' }),
    };
    const untranslated = { ...base, id: randomUUID(), language: null, sort_order: 1 };
    const french = { ...base, id: randomUUID(), language: 'fr', sort_order: 2 };
    for (const row of [untranslated, french]) await ctx.db(table).insert(row);

    const byCountry = await request(ctx.app)
      .get(path)
      .query({ country: 'DE', [topic]: 'sprache' });
    expect(byCountry.body.map((i: { id: string }) => i.id)).toEqual([untranslated.id]);
    const inFrench = await request(ctx.app)
      .get(path)
      .query({ [topic]: 'sprache', language: 'fr' });
    expect(inFrench.body.map((i: { id: string }) => i.id)).toEqual([untranslated.id, french.id]);
  });

  it.each([{ country: 'XX' }, { language: 'en' }])('rejects %o with 400', async (query) => {
    const res = await request(ctx.app).get(path).query(query);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('treats empty filters (country=, language=, topic=) as absent', async () => {
    const empty = await request(ctx.app)
      .get(path)
      .query({ country: '', language: '', [topic]: ' ' });
    const absent = await request(ctx.app).get(path);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual(absent.body);
  });
});
