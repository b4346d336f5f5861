import { GRADIENT_TYPES, MENU_PRODUCT_SLUGS, productSchema } from 'contracts';
import { seed } from '../src/db/migrate';
import { setupTestApp } from './support/app';

const ctx = setupTestApp();
const contentTables = ['tracking_pixels', 'testimonials', 'ebooks', 'products', 'faqs', 'glossary'];

/** Every row of every seeded table, in a stable order, as comparable JSON. */
async function snapshot(): Promise<string> {
  const all: Record<string, unknown[]> = {};
  for (const table of contentTables) all[table] = await ctx.db(table).orderBy('id');
  return JSON.stringify(all);
}

describe('seeds', () => {
  it('change nothing when run again', async () => {
    const before = await snapshot();
    await seed(ctx.db);
    await seed(ctx.db);
    expect(await snapshot()).toBe(before);
  });

  it('leave edited rows alone', async () => {
    const id = '10000000-0000-4000-8000-000000000001';
    await ctx.db('ebooks').where({ id }).update({ title: 'Bearbeitet' });
    await seed(ctx.db);
    expect((await ctx.db('ebooks').where({ id }).first()).title).toBe('Bearbeitet');
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
    const rows = await ctx.db('products');
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

  it('hold at least 6 testimonials with industry and location', async () => {
    const rows = await ctx.db('testimonials');
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      expect(row.branche).toBeTruthy();
      expect(row.location).toBeTruthy();
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
