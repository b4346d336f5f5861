import type { Knex } from 'knex';
import { optionalTimestampColumn } from '../schema-helpers';

/**
 * E-books edited in the console (issue 20): whether the site offers one
 * (`is_active`; every existing e-book stays on the site, a new one starts
 * off until an editor activates it) and when it last changed. The version
 * that refuses a stale edit came with migration 0013.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ebooks', (t) => {
    t.boolean('is_active').notNullable().defaultTo(true);
    optionalTimestampColumn(t, 'updated_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ebooks', (t) => {
    t.dropColumn('updated_at');
    t.dropColumn('is_active');
  });
}
