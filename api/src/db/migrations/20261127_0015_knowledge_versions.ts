import type { Knex } from 'knex';
import { optionalTimestampColumn } from '../schema-helpers';

/**
 * FAQs and glossary terms edited in the console (issue 20): a version that
 * every change of an entry's texts raises, so an edit started on an older one
 * is refused instead of overwriting someone else's, and when it last changed.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['faqs', 'glossary']) {
    await knex.schema.alterTable(table, (t) => {
      t.integer('version').notNullable().defaultTo(1);
      optionalTimestampColumn(t, 'updated_at');
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['glossary', 'faqs']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('updated_at');
      t.dropColumn('version');
    });
  }
}
