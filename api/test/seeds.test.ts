import { GRADIENT_TYPES, MENU_PRODUCT_SLUGS, productSchema } from 'contracts';
import { seed } from '../src/db/migrate';
import { setupTestApp } from './support/app';

const ctx = setupTestApp();
const contentTables = [
  ['tracking_pixels', 'id'],
  ['testimonials', 'id'],
  ['testimonial_translations', 'testimonial_id'],
  ['ebooks', 'id'],
  ['ebook_translations', 'ebook_id'],
  ['products', 'id'],
  ['product_translations', 'product_id'],
  ['faqs', 'id'],
  ['glossary', 'id'],
  ['roadmap_items', 'id'],
  ['roadmap_item_translations', 'roadmap_item_id'],
] as const;

/** Every row of every seeded table, in a stable order, as comparable JSON. */
async function snapshot(): Promise<string> {
  const all: Record<string, unknown[]> = {};
  for (const [table, key] of contentTables)
    all[table] = await ctx.db(table).orderBy([key, ...(key === 'id' ? [] : ['language'])]);
  return JSON.stringify(all);
}

/** A record's texts in its own language (migration 0013). */
const ownTexts = (table: string, textsTable: string, recordColumn: string) =>
  ctx
    .db(`${table} as r`)
    .join(`${textsTable} as x`, function own() {
      this.on(`x.${recordColumn}`, 'r.id').andOn('x.language', 'r.language');
    })
    .select('r.*', ...['x.*']);

describe('seeds', () => {
  it('change nothing when run again', async () => {
    const before = await snapshot();
    await seed(ctx.db);
    await seed(ctx.db);
    expect(await snapshot()).toBe(before);
  });

  it('leave edited rows and texts alone, and put back no text an editor removed', async () => {
    const id = '10000000-0000-4000-8000-000000000001';
    const texts = () => ctx.db('ebook_translations').where({ ebook_id: id });
    await texts().where({ language: 'de' }).update({ title: 'Bearbeitet' });
    await ctx.db('ebooks').where({ id }).update({ slug: 'bearbeitet' });
    await seed(ctx.db);
    expect((await texts().where({ language: 'de' }).first()).title).toBe('Bearbeitet');
    expect((await ctx.db('ebooks').where({ id }).first()).slug).toBe('bearbeitet');
    // A language seeded later (missing here) is added; one present is never overwritten.
    await texts().where({ language: 'fr' }).delete();
    await seed(ctx.db);
    expect((await texts().where({ language: 'fr' }).first()).title).toBe(
      'Facebook pour les entreprises locales\u00a0: le guide pratique',
    );
  });

  it.each([
    ['ebooks', 'ebook_translations', 'ebook_id'],
    ['products', 'product_translations', 'product_id'],
    ['testimonials', 'testimonial_translations', 'testimonial_id'],
    ['roadmap_items', 'roadmap_item_translations', 'roadmap_item_id'],
  ])(
    'give every offered %s its texts in de, es and fr, its own among them',
    async (table, textsTable, recordColumn) => {
      const records = await ctx.db(table);
      const texts = await ctx.db(textsTable);
      for (const record of records) {
        if (record.is_active !== undefined && !record.is_active) continue;
        const languages = texts
          .filter((row) => row[recordColumn] === record.id)
          .map((row) => row.language)
          .sort();
        expect(`${record.id} ${languages.join(',')}`).toBe(`${record.id} de,es,fr`);
      }
    },
  );

  it('say "du" in German and "tu" in French, and spell the brands helloMarketing and helloCASH', async () => {
    const texts = [
      ...(await ctx.db('ebook_translations')).map((r) => [
        r.language,
        r.title,
        r.description,
        r.highlights,
      ]),
      ...(await ctx.db('product_translations')).map((r) => [
        r.language,
        r.name,
        r.short_description,
        r.long_description,
        r.features,
        r.cta_text,
      ]),
      ...(await ctx.db('testimonial_translations')).map((r) => [r.language, r.quote]),
    ];
    for (const [language, ...parts] of texts) {
      const text = parts.join(' ');
      if (language === 'de') expect(text).not.toMatch(/\b(Sie|Ihr|Ihre[mnrs]?|Ihnen)\b/);
      if (language === 'fr') expect(text).not.toMatch(/(?<![-\w])(vous|votre|vos)\b/i);
      if (language === 'es') expect(text).not.toMatch(/\b(usted|ustedes|su negocio)\b/i);
      for (const brand of text.match(/hello ?(cash|marketing)/gi) ?? [])
        expect(['helloCASH', 'helloMarketing']).toContain(brand);
    }
  });

  it('hold at least 8 e-books across categories, all gradients, slide URLs and countries', async () => {
    const rows = await ctx.db('ebooks');
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const categories = new Set(rows.map((r) => r.category));
    for (const c of ['Facebook', 'Facebook und Instagram', 'Instagram', 'TikTok'])
      expect(categories.has(c)).toBe(true);
    expect(new Set(rows.map((r) => r.gradient_type))).toEqual(new Set(GRADIENT_TYPES));
    for (const row of rows) {
      expect(row.google_slides_url).toMatch(
        /^https:\/\/docs\.google\.com\/presentation\/d\/[\w-]{20,}\/edit$/,
      );
      expect(Number(row.numeric_id)).toBeGreaterThan(0);
    }
  });

  it.each(['ebooks', 'products'])(
    'offer every %s to one country only, at least 4 per country (one language each)',
    async (table) => {
      const rows = await ctx.db(table);
      const countries = rows.map((r) => JSON.parse(r.countries) as string[]);
      for (const c of countries) expect(c).toHaveLength(1);
      for (const country of ['DE', 'ES', 'FR'])
        expect(countries.filter((c) => c[0] === country).length).toBeGreaterThanOrEqual(4);
    },
  );

  it('hold products of both brands with the page slugs, features, texts and one inactive', async () => {
    const rows = await ownTexts('products', 'product_translations', 'product_id');
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    for (const [slug, brand] of [
      ['website-loesung', 'hellomarketing'],
      ['social-media-loesung', 'hellomarketing'],
      ['pos-system', 'hellocash'],
      ['vorteile', 'hellocash'],
    ])
      expect(bySlug.get(slug)?.brand).toBe(brand);
    for (const brand of ['hellomarketing', 'hellocash'])
      expect(rows.filter((r) => r.brand === brand).length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      const features = JSON.parse(row.features) as string[];
      expect(features.length).toBeGreaterThanOrEqual(5);
      expect(row.long_description.length).toBeGreaterThan(50);
      expect(row.cta_text).toBeTruthy();
      expect(row.cta_link).toBeTruthy();
      productSchema.shape.features.parse(features);
    }
    expect(rows.filter((r) => !r.is_active)).toHaveLength(1);
  });

  it("hold, for every menu product page, each country's own active product", async () => {
    const rows = await ctx.db('products').where({ is_active: true });
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    for (const slugs of Object.values(MENU_PRODUCT_SLUGS)) {
      const brands = new Set<string>();
      for (const [country, slug] of Object.entries(slugs)) {
        const row = bySlug.get(slug);
        expect(JSON.parse(row?.countries ?? '[]')).toEqual([country]);
        brands.add(row?.brand);
      }
      expect(brands.size).toBe(1);
    }
  });

  it("hold at least two testimonials per country, each in its country's language, with industry and location", async () => {
    const rows = await ownTexts('testimonials', 'testimonial_translations', 'testimonial_id');
    for (const [country, language] of [
      ['DE', 'de'],
      ['ES', 'es'],
      ['FR', 'fr'],
    ]) {
      const own = rows.filter((row) => row.country === country);
      expect(own.length).toBeGreaterThanOrEqual(2);
      for (const row of own) expect(row.language).toBe(language);
    }
    const texts = await ctx.db('testimonial_translations');
    for (const row of texts) {
      expect(row.branche).toBeTruthy();
      expect(row.location).toBeTruthy();
    }
  });

  it("give each e-book 'Das erwartet dich:' bullets in every language (Facebook 2, Facebook und Instagram 4)", async () => {
    const rows = await ctx.db('ebooks as e').join('ebook_translations as x', 'x.ebook_id', 'e.id');
    for (const row of rows) {
      const bullets = JSON.parse(row.highlights) as string[];
      const expected =
        row.category === 'Facebook' ? 2 : row.category === 'Facebook und Instagram' ? 4 : 3;
      expect(`${row.slug} ${row.language} ${bullets.length}`).toBe(
        `${row.slug} ${row.language} ${expected}`,
      );
    }
  });

  it.each(['es', 'de', 'fr'])(
    'hold ≥ 10 Verifactu FAQs and ≥ 12 glossary terms for ES in %s, plus one inactive each',
    async (language) => {
      const faqs = await ctx.db('faqs').where({ country: 'ES', language, category: 'verifactu' });
      expect(faqs.filter((r) => Boolean(r.is_active)).length).toBeGreaterThanOrEqual(10);
      expect(faqs.filter((r) => !r.is_active)).toHaveLength(1);
      const terms = await ctx
        .db('glossary')
        .where({ country: 'ES', language, context: 'verifactu' });
      expect(terms.filter((r) => Boolean(r.is_active)).length).toBeGreaterThanOrEqual(12);
      expect(terms.filter((r) => !r.is_active)).toHaveLength(1);
    },
  );

  it('keep the Verifactu ids per language: es 1…, de 2…, fr 3…, same entry per number', async () => {
    for (const [table, prefix, text] of [
      ['faqs', '40000000', 'question'],
      ['glossary', '50000000', 'term'],
    ] as const) {
      const first = (digit: string) =>
        ctx
          .db(table)
          .where({ id: `${prefix}-0000-4000-8000-${digit}00000000000` })
          .first();
      const [es, de, fr] = [await first('1'), await first('2'), await first('3')];
      expect([es?.language, de?.language, fr?.language]).toEqual(['es', 'de', 'fr']);
      expect([es?.sort_order, de?.sort_order, fr?.sort_order]).toEqual([10, 10, 10]);
      if (table === 'faqs')
        expect([es?.[text], de?.[text], fr?.[text]]).toEqual([
          '¿Qué es Verifactu?',
          'Was ist Verifactu?',
          'Qu’est-ce que Verifactu ?',
        ]);
    }
  });

  it('state the Verifactu dates in force', async () => {
    const faqs = await ctx.db('faqs').where({ is_active: true });
    const text = faqs.map((r) => r.answer).join('\n');
    expect(text).toMatch(/1 de enero de 2027/);
    expect(text).toMatch(/1 de julio de 2027/);
    expect(text).toMatch(/1\. Januar 2027/);
    expect(text).toMatch(/1\. Juli 2027/);
    expect(text).toMatch(/1er janvier 2027/);
    expect(text).toMatch(/1er juillet 2027/);
    expect(text).toMatch(/1007\/2023/);
  });
});
