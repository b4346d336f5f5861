import type { Knex } from 'knex';
import { idColumn, timestampColumn, utf8mb4Table } from '../schema-helpers';

/*
 * Issue 20: the roadmap becomes content. Its items were fixed in the
 * feedback section's texts (their date, status and 'Aktuell' decided at
 * build time); now each is a row the console can edit, its texts one row
 * per language in `roadmap_item_translations` (like ebook_translations,
 * migration 0013), `version` raised by every change (the console's check
 * that nobody saved meanwhile). The board keeps linking its entries by the
 * item's `item_key` (customer_feedback.roadmap_item), so the key is unique
 * and never changes. The seed (seeds/roadmap.ts) inserts today's six items.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('roadmap_items', (t) => {
    idColumn(knex, t);
    t.string('item_key', 32).notNullable().unique('roadmap_items_item_key_unique');
    // 'YYYY-MM-DD' as text: no dialect turns it into a moment in some time zone.
    t.specificType('due_on', 'char(10)').notNullable();
    // day | month | quarter (contracts' ROADMAP_DATE_PRECISIONS).
    t.string('date_precision', 8).notNullable().defaultTo('day');
    // planned | in_progress | done (contracts' ROADMAP_STATUSES).
    t.string('status', 16).notNullable().defaultTo('planned');
    // One of contracts' GRADIENT_TYPES: the dot's colour.
    t.string('gradient_type', 32).notNullable().defaultTo('emerald-teal');
    t.integer('sort_order').notNullable().defaultTo(0);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.integer('version').notNullable().defaultTo(1);
    timestampColumn(knex, t, 'created_at');
    timestampColumn(knex, t, 'updated_at');
    t.index(['is_active', 'sort_order'], 'roadmap_items_order_idx');
  });
  await knex.schema.createTable('roadmap_item_translations', (t) => {
    utf8mb4Table(knex, t);
    t.specificType('roadmap_item_id', 'char(36)').notNullable();
    t.specificType('language', 'char(2)').notNullable();
    t.string('title', 191).notNullable();
    t.text('description').notNullable();
    t.primary(['roadmap_item_id', 'language']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('roadmap_item_translations');
  await knex.schema.dropTableIfExists('roadmap_items');
}
