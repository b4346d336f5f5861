import type { Knex } from 'knex';
import { idColumn, timestampColumn } from '../schema-helpers';

/**
 * FAQ and glossary entries. `order` is a reserved word in SQL, so the column is
 * `sort_order`; `language` (de/es/fr) is optional, for translated entries.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('faqs', (t) => {
    idColumn(knex, t);
    t.text('question').notNullable();
    t.text('answer').notNullable();
    t.specificType('country', 'char(2)').notNullable();
    t.specificType('language', 'char(2)').nullable();
    t.string('category', 64).notNullable();
    t.integer('sort_order').notNullable().defaultTo(0);
    t.boolean('is_active').notNullable().defaultTo(true);
    timestampColumn(knex, t, 'created_at');
    t.index(['country', 'category', 'is_active', 'sort_order'], 'faqs_lookup_idx');
  });

  await knex.schema.createTable('glossary', (t) => {
    idColumn(knex, t);
    t.string('term', 191).notNullable();
    t.text('definition').notNullable();
    t.string('context', 64).notNullable();
    t.specificType('country', 'char(2)').notNullable();
    t.specificType('language', 'char(2)').nullable();
    t.integer('sort_order').notNullable().defaultTo(0);
    t.boolean('is_active').notNullable().defaultTo(true);
    timestampColumn(knex, t, 'created_at');
    t.index(['country', 'context', 'is_active', 'sort_order'], 'glossary_lookup_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('glossary');
  await knex.schema.dropTableIfExists('faqs');
}
