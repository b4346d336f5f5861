import type { Knex } from 'knex';
import { idColumn, optionalTimestampColumn, timestampColumn } from '../schema-helpers';

/*
 * Issue 41 §4, the editor's workflow: every version of a console content
 * record (an e-book, a product, a testimonial, a roadmap item) as the
 * console's update body would send it (fields, texts, active; JSON text).
 * `published` ones are its history (restored from there); a record's one
 * `draft` waits to be published, a `scheduled` one until `publish_at`. The
 * public pages keep reading the records' own tables: they never read this.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_versions', (t) => {
    idColumn(knex, t);
    // The declaration's key: testimonial, ebook, product, roadmap_item.
    t.string('content_key', 32).notNullable();
    t.specificType('record_id', 'char(36)').notNullable();
    // A product's long texts in every language: more than a MariaDB text holds.
    t.text('snapshot', 'mediumtext').notNullable();
    // draft | scheduled | published
    t.string('state', 16).notNullable();
    optionalTimestampColumn(t, 'publish_at');
    // The record's version a publication made: orders the history (saves within one millisecond too).
    t.integer('record_version').nullable();
    t.specificType('author_id', 'char(36)').nullable();
    // The author's name when written: the history keeps it if the member is renamed or removed.
    t.string('author_name', 191).nullable();
    timestampColumn(knex, t, 'created_at');
    optionalTimestampColumn(t, 'published_at');
    t.index(['content_key', 'record_id', 'state'], 'content_versions_record_idx');
    // The scheduler's question every few seconds: which are due.
    t.index(['state', 'publish_at'], 'content_versions_due_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_versions');
}
