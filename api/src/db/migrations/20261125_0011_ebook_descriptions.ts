import type { Knex } from 'knex';

/**
 * An e-book may describe itself (issue 19): a text in the e-book's own
 * language, shown on its card and its page instead of the description
 * built from its category. Optional: e-books without one keep that.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ebooks', (t) => {
    t.text('description').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ebooks', (t) => {
    t.dropColumn('description');
  });
}
