import type { Knex } from 'knex';
import { optionalTimestampColumn } from '../schema-helpers';

/**
 * Products and testimonials edited in the console (issue 20): when each
 * last changed, and whether the site shows a testimonial (`is_active`;
 * every existing one stays on the site, a new one starts off until an
 * editor activates it). Products had `is_active` from the start, the
 * version that refuses a stale edit came with migration 0013.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (t) => {
    optionalTimestampColumn(t, 'updated_at');
  });
  await knex.schema.alterTable('testimonials', (t) => {
    t.boolean('is_active').notNullable().defaultTo(true);
    optionalTimestampColumn(t, 'updated_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('testimonials', (t) => {
    t.dropColumn('updated_at');
    t.dropColumn('is_active');
  });
  await knex.schema.alterTable('products', (t) => {
    t.dropColumn('updated_at');
  });
}
