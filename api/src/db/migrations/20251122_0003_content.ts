import type { Knex } from 'knex';
import { countriesColumn, idColumn, timestampColumn } from '../schema-helpers';

/** Editorial content: testimonials, e-books and products. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('testimonials', (t) => {
    idColumn(knex, t);
    t.string('name', 191).notNullable();
    t.string('business', 191).notNullable();
    t.text('quote').notNullable();
    t.string('branche', 191).nullable();
    t.string('location', 191).nullable();
    t.string('image_url', 2048).nullable();
    timestampColumn(knex, t, 'created_at');
    t.index(['created_at'], 'testimonials_created_at_idx');
  });

  await knex.schema.createTable('ebooks', (t) => {
    idColumn(knex, t);
    t.integer('numeric_id').nullable().unique({ indexName: 'ebooks_numeric_id_unique' });
    t.string('title', 255).notNullable();
    t.string('slug', 191).notNullable().unique({ indexName: 'ebooks_slug_unique' });
    t.string('category', 64).notNullable();
    t.string('google_slides_url', 2048).notNullable();
    t.string('gradient_type', 64).notNullable().defaultTo('emerald-teal');
    countriesColumn(t);
    timestampColumn(knex, t, 'created_at');
    t.index(['category'], 'ebooks_category_idx');
  });

  await knex.schema.createTable('products', (t) => {
    idColumn(knex, t);
    t.string('name', 191).notNullable();
    t.string('slug', 191).notNullable().unique({ indexName: 'products_slug_unique' });
    t.string('brand', 64).notNullable();
    t.text('short_description').notNullable();
    t.text('long_description').nullable();
    t.text('features').nullable();
    t.string('image_url', 2048).nullable();
    t.string('cta_text', 191).notNullable();
    t.string('cta_link', 2048).notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    countriesColumn(t);
    timestampColumn(knex, t, 'created_at');
    t.index(['brand', 'is_active'], 'products_brand_active_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('products');
  await knex.schema.dropTableIfExists('ebooks');
  await knex.schema.dropTableIfExists('testimonials');
}
