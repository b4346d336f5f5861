import type { Knex } from 'knex';
import { idColumn, pageLocaleColumns, timestampColumn, utf8mb4Table } from '../schema-helpers';

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * Consent (issue 17): each tracking pixel's consent category and what the
 * second layer says about it, the proof of every choice, the daily salt
 * of cookieless counting, and leads without a visitor id.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tracking_pixels', (t) => {
    // Pixels that existed before consent are treated as the strictest category.
    t.string('category', 16).notNullable().defaultTo('marketing');
    t.string('vendor', 191).notNullable().defaultTo('');
    t.text('purpose_de').nullable();
    t.text('purpose_es').nullable();
    t.text('purpose_fr').nullable();
    // JSON list of {name, kind, lifetime} (contracts' storageEntrySchema); NULL = none.
    t.text('cookies').nullable();
  });
  // Until someone names the vendor, the pixel's own name is the best we know.
  await knex('tracking_pixels')
    .where('vendor', '')
    .update({ vendor: knex.ref('name') });

  // A lead carries a visitor id only when the visitor sent one (Statistik consent).
  for (const table of ['email_captures', 'payment_leads']) {
    await knex.schema.alterTable(table, (t) => {
      t.setNullable('visitor_id');
    });
  }

  // The proof of consent: no IP, no visitor id, nothing that names a person.
  await knex.schema.createTable('consent_log', (t) => {
    idColumn(knex, t);
    t.specificType('consent_id', 'char(36)').notNullable();
    timestampColumn(knex, t, 'created_at');
    // JSON lists of category names.
    t.string('granted', 64).notNullable();
    t.string('denied', 64).notNullable();
    t.specificType('revision', 'char(16)').notNullable();
    t.string('action', 16).notNullable();
    pageLocaleColumns(t);
    t.index(['consent_id', 'created_at'], 'consent_log_consent_id_idx');
    t.index(['created_at'], 'consent_log_created_at_idx');
  });

  // One random salt per UTC day, shared by every API instance; deleted once its day is over.
  await knex.schema.createTable('visitor_salts', (t) => {
    t.specificType('day', 'char(10)').primary();
    utf8mb4Table(knex, t);
    t.specificType('salt', 'char(64)').notNullable();
    timestampColumn(knex, t, 'created_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['email_captures', 'payment_leads']) {
    // Rows stored without a visitor id cannot go back to NOT NULL; they get the nil UUID.
    await knex(table).whereNull('visitor_id').update({ visitor_id: NIL_UUID });
    await knex.schema.alterTable(table, (t) => {
      t.dropNullable('visitor_id');
    });
  }
  await knex.schema.dropTableIfExists('visitor_salts');
  await knex.schema.dropTableIfExists('consent_log');
  await knex.schema.alterTable('tracking_pixels', (t) => {
    for (const column of [
      'cookies',
      'purpose_fr',
      'purpose_es',
      'purpose_de',
      'vendor',
      'category',
    ])
      t.dropColumn(column);
  });
}
