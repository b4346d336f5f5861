import type { Knex } from 'knex';
import { utf8mb4Table } from '../schema-helpers';

/*
 * Issue 19, "one language per page": e-books, products and testimonials
 * carry their texts per language. Every text of a record lives in one row
 * per language of its translation table (`ebook_translations`, ... keyed by
 * record id and language); the record keeps what does not depend on the
 * language and names its own `language`, whose row must exist: the texts it
 * was written in, shown where the page's language has none. One shape for
 * every language (the original is not special-cased in other columns), so
 * the console edits them side by side; `version` on the record is raised
 * by every change of the record or one of its texts (the console's check
 * that nobody saved meanwhile). No foreign keys, like every other table:
 * SQLite would enforce them only with a pragma, and both dialects must
 * behave alike; the data layer deletes a record's texts with it.
 *
 * Existing rows keep working: their texts move into a row in their own
 * language — an e-book's or product's is its country's (each was written
 * for one country), a testimonial's that of the seeded record with its id
 * (the migration knows them), else German. Testimonials get the country
 * they come from, so a country's success stories are its own.
 */

type Language = 'de' | 'es' | 'fr';
const COUNTRY_LANGUAGE: Record<string, Language> = { DE: 'de', ES: 'es', FR: 'fr' };
const LANGUAGE_COUNTRY: Record<Language, string> = { de: 'DE', es: 'ES', fr: 'FR' };

/** The seeded e-book categories' names when this migration was written (a snapshot, never updated). */
const CATEGORY_LABELS: Record<string, Record<Language, string>> = {
  'Facebook und Instagram': {
    de: 'Facebook und Instagram',
    es: 'Facebook e Instagram',
    fr: 'Facebook et Instagram',
  },
  'Google Unternehmensprofil': {
    de: 'Google Unternehmensprofil',
    es: 'Perfil de Empresa de Google',
    fr: 'Fiche d’établissement Google',
  },
};

/** The seeded testimonials not in German, by id (api/src/db/seeds/testimonials.ts at the time). */
const SEEDED_TESTIMONIAL_LANGUAGES: Record<string, Language> = {
  '20000000-0000-4000-8000-000000000005': 'es',
  '20000000-0000-4000-8000-000000000006': 'es',
  '20000000-0000-4000-8000-000000000007': 'fr',
  '20000000-0000-4000-8000-000000000008': 'fr',
};

function languageOfCountries(countries: unknown): Language {
  try {
    const list: unknown = typeof countries === 'string' ? JSON.parse(countries) : countries;
    const first = Array.isArray(list) ? list[0] : undefined;
    return (typeof first === 'string' && COUNTRY_LANGUAGE[first]) || 'de';
  } catch {
    return 'de';
  }
}

const languageColumn = (t: Knex.TableBuilder) =>
  t.specificType('language', 'char(2)').notNullable().defaultTo('de');
const versionColumn = (t: Knex.TableBuilder) => t.integer('version').notNullable().defaultTo(1);

/** The translation table's key: record id and language; the record's texts in that language. */
function translationTable(
  knex: Knex,
  name: string,
  recordColumn: string,
  texts: (t: Knex.CreateTableBuilder) => void,
) {
  return knex.schema.createTable(name, (t) => {
    utf8mb4Table(knex, t);
    t.specificType(recordColumn, 'char(36)').notNullable();
    t.specificType('language', 'char(2)').notNullable();
    texts(t);
    t.primary([recordColumn, 'language']);
  });
}

/** Moves a table's text columns into its translation table (in batches: both dialects bind few values). */
async function moveTexts(
  knex: Knex,
  rows: Array<Record<string, unknown>>,
  table: string,
  toRow: (row: Record<string, unknown>) => Record<string, unknown>,
) {
  const translated = rows.map(toRow);
  for (let i = 0; i < translated.length; i += 50)
    await knex(table).insert(translated.slice(i, i + 50));
}

/** One statement per column: SQLite drops one column per ALTER (MySQL rebuilds a small table). */
async function dropColumns(knex: Knex, table: string, columns: string[]) {
  for (const column of columns) await knex.raw('alter table ?? drop column ??', [table, column]);
}

/** An e-book's or product's language is its (first) country's: each was written for one country. */
async function setLanguageByCountries(
  knex: Knex,
  table: string,
  rows: Array<{ id: string; countries: unknown }>,
) {
  for (const language of ['de', 'es', 'fr'] as const) {
    const ids = rows.filter((r) => languageOfCountries(r.countries) === language).map((r) => r.id);
    if (ids.length > 0) await knex(table).whereIn('id', ids).update({ language });
  }
}

async function ebooksToTranslations(knex: Knex) {
  await knex.schema.alterTable('ebooks', (t) => {
    languageColumn(t);
    versionColumn(t);
  });
  await translationTable(knex, 'ebook_translations', 'ebook_id', (t) => {
    t.string('title', 255).notNullable();
    t.string('category_label', 64).notNullable();
    t.text('description').nullable();
    // JSON text list of the 'Das erwartet dich:' bullets, in order (TEXT: MySQL allows no default).
    t.text('highlights').notNullable();
  });
  const ebooks = await knex('ebooks').select('id', 'countries', 'title', 'category', 'description');
  await setLanguageByCountries(knex, 'ebooks', ebooks);
  await moveTexts(knex, ebooks, 'ebook_translations', (e) => {
    const language = languageOfCountries(e.countries);
    const category = String(e.category);
    return {
      ebook_id: e.id,
      language,
      title: e.title,
      category_label: CATEGORY_LABELS[category]?.[language] ?? category,
      description: e.description ?? null,
      highlights: '[]',
    };
  });
  await dropColumns(knex, 'ebooks', ['title', 'description']);
}

async function productsToTranslations(knex: Knex) {
  await knex.schema.alterTable('products', (t) => {
    languageColumn(t);
    versionColumn(t);
    // The line's order (then oldest first); the home page shows each line's first two.
    t.integer('sort_order').notNullable().defaultTo(0);
  });
  await translationTable(knex, 'product_translations', 'product_id', (t) => {
    t.string('name', 191).notNullable();
    t.text('short_description').notNullable();
    t.text('long_description').nullable();
    t.text('features').notNullable(); // JSON text list, in order
    t.string('cta_text', 191).notNullable();
  });
  const products = await knex('products').select(
    'id',
    'countries',
    'name',
    'short_description',
    'long_description',
    'features',
    'cta_text',
  );
  await setLanguageByCountries(knex, 'products', products);
  await moveTexts(knex, products, 'product_translations', (p) => ({
    product_id: p.id,
    language: languageOfCountries(p.countries),
    name: p.name,
    short_description: p.short_description,
    long_description: p.long_description ?? null,
    features: p.features ?? '[]',
    cta_text: p.cta_text,
  }));
  await dropColumns(knex, 'products', [
    'name',
    'short_description',
    'long_description',
    'features',
    'cta_text',
  ]);
}

async function testimonialsToTranslations(knex: Knex) {
  await knex.schema.alterTable('testimonials', (t) => {
    languageColumn(t);
    t.specificType('country', 'char(2)').notNullable().defaultTo('DE');
    versionColumn(t);
    t.index(['country', 'created_at'], 'testimonials_country_idx');
  });
  await translationTable(knex, 'testimonial_translations', 'testimonial_id', (t) => {
    t.text('quote').notNullable();
    t.string('business', 191).notNullable();
    t.string('branche', 191).nullable();
    t.string('location', 191).nullable();
  });
  const testimonials = await knex('testimonials').select(
    'id',
    'quote',
    'business',
    'branche',
    'location',
  );
  const testimonialLanguage = (id: unknown): Language =>
    SEEDED_TESTIMONIAL_LANGUAGES[String(id)] ?? 'de';
  for (const language of ['es', 'fr'] as const) {
    const ids = testimonials.filter((r) => testimonialLanguage(r.id) === language).map((r) => r.id);
    if (ids.length > 0)
      await knex('testimonials')
        .whereIn('id', ids)
        .update({ language, country: LANGUAGE_COUNTRY[language] });
  }
  await moveTexts(knex, testimonials, 'testimonial_translations', (r) => ({
    testimonial_id: r.id,
    language: testimonialLanguage(r.id),
    quote: r.quote,
    business: r.business,
    branche: r.branche ?? null,
    location: r.location ?? null,
  }));
  await dropColumns(knex, 'testimonials', ['quote', 'business', 'branche', 'location']);
}

export async function up(knex: Knex): Promise<void> {
  await ebooksToTranslations(knex);
  await productsToTranslations(knex);
  await testimonialsToTranslations(knex);

  // The home page ranks a country's e-books by their downloads.
  await knex.schema.alterTable('downloads', (t) => {
    t.index(['ebook_id'], 'downloads_ebook_id_idx');
  });
}

/** Back to one language per record: each keeps the texts of its own language. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('downloads', (t) => {
    t.dropIndex([], 'downloads_ebook_id_idx');
  });

  await knex.schema.alterTable('testimonials', (t) => {
    t.string('business', 191).notNullable().defaultTo('');
    t.text('quote').nullable();
    t.string('branche', 191).nullable();
    t.string('location', 191).nullable();
  });
  for (const row of await knex('testimonials as r')
    .join('testimonial_translations as x', function own() {
      this.on('x.testimonial_id', 'r.id').andOn('x.language', 'r.language');
    })
    .select('r.id', 'x.quote', 'x.business', 'x.branche', 'x.location'))
    await knex('testimonials').where({ id: row.id }).update({
      quote: row.quote,
      business: row.business,
      branche: row.branche,
      location: row.location,
    });
  await knex.schema.dropTable('testimonial_translations');
  await knex.schema.alterTable('testimonials', (t) => {
    t.dropIndex([], 'testimonials_country_idx');
  });
  await dropColumns(knex, 'testimonials', ['language', 'country', 'version']);

  await knex.schema.alterTable('products', (t) => {
    t.string('name', 191).notNullable().defaultTo('');
    t.text('short_description').nullable();
    t.text('long_description').nullable();
    t.text('features').nullable();
    t.string('cta_text', 191).notNullable().defaultTo('');
  });
  for (const row of await knex('products as p')
    .join('product_translations as x', function own() {
      this.on('x.product_id', 'p.id').andOn('x.language', 'p.language');
    })
    .select(
      'p.id',
      'x.name',
      'x.short_description',
      'x.long_description',
      'x.features',
      'x.cta_text',
    ))
    await knex('products').where({ id: row.id }).update({
      name: row.name,
      short_description: row.short_description,
      long_description: row.long_description,
      features: row.features,
      cta_text: row.cta_text,
    });
  await knex.schema.dropTable('product_translations');
  await dropColumns(knex, 'products', ['language', 'version', 'sort_order']);

  await knex.schema.alterTable('ebooks', (t) => {
    t.string('title', 255).notNullable().defaultTo('');
    t.text('description').nullable();
  });
  for (const row of await knex('ebooks as e')
    .join('ebook_translations as x', function own() {
      this.on('x.ebook_id', 'e.id').andOn('x.language', 'e.language');
    })
    .select('e.id', 'x.title', 'x.description'))
    await knex('ebooks')
      .where({ id: row.id })
      .update({ title: row.title, description: row.description });
  await knex.schema.dropTable('ebook_translations');
  await dropColumns(knex, 'ebooks', ['language', 'version']);
}
