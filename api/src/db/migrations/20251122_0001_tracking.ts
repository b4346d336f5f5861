import type { Knex } from 'knex';
import { idColumn, timestampColumn, visitorIdColumn } from '../schema-helpers';

/** Tracking: scripts injected by the shell, page views and e-book downloads. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tracking_pixels', (t) => {
    idColumn(knex, t);
    t.string('name', 191).notNullable();
    t.string('tracking_id', 191).nullable();
    t.text('script_content').notNullable();
    t.string('pixel_type', 64).notNullable();
    t.boolean('is_active').notNullable().defaultTo(false);
    t.string('position', 8).notNullable().defaultTo('head');
    timestampColumn(knex, t, 'created_at');
    t.index(['is_active'], 'tracking_pixels_is_active_idx');
  });

  await knex.schema.createTable('page_views', (t) => {
    idColumn(knex, t);
    visitorIdColumn(t);
    timestampColumn(knex, t, 'created_at');
    t.string('url', 2048).notNullable();
    t.string('device_type', 16).notNullable();
    t.string('user_agent', 1024).nullable();
    t.index(['visitor_id'], 'page_views_visitor_id_idx');
    t.index(['created_at'], 'page_views_created_at_idx');
  });

  await knex.schema.createTable('downloads', (t) => {
    idColumn(knex, t);
    visitorIdColumn(t);
    timestampColumn(knex, t, 'created_at');
    t.string('ebook_category', 64).notNullable();
    t.specificType('ebook_id', 'char(36)').nullable();
    t.string('device_type', 16).notNullable();
    t.index(['ebook_category'], 'downloads_ebook_category_idx');
    t.index(['visitor_id'], 'downloads_visitor_id_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('downloads');
  await knex.schema.dropTableIfExists('page_views');
  await knex.schema.dropTableIfExists('tracking_pixels');
}
