import type { Knex } from 'knex';
import { idColumn, optionalTimestampColumn, timestampColumn } from '../schema-helpers';

/*
 * Issue 41 §3, the lead inbox. Staff's notes on a lead (any kind: the desk's
 * type and id, as the outbox names a lead); who is responsible for a sales
 * lead ('Zuständig', a staff member's id; their desk filters on it, with the
 * status); and how often a pre-registration was sent again within a day
 * (a repeat is counted on the first, not stored as a lead of its own).
 * Who changed a status or an assignment, and when, the audit log already
 * records in the change's transaction: the lead page reads it there.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lead_notes', (t) => {
    idColumn(knex, t);
    // email | payment | feedback | contact | newsletter
    t.string('lead_type', 16).notNullable();
    t.specificType('lead_id', 'char(36)').notNullable();
    t.text('body').notNullable();
    t.specificType('author_id', 'char(36)').nullable();
    // The author's name when written: the note keeps it if the member is renamed or removed.
    t.string('author_name', 191).nullable();
    timestampColumn(knex, t, 'created_at');
    t.index(['lead_id', 'created_at'], 'lead_notes_lead_idx');
  });
  for (const table of ['payment_leads', 'contact_requests'])
    await knex.schema.alterTable(table, (t) => {
      t.specificType('assignee_id', 'char(36)').nullable();
      t.index(['assignee_id', 'status', 'created_at'], `${table}_assignee_idx`);
    });
  await knex.schema.alterTable('payment_leads', (t) => {
    t.integer('submissions').notNullable().defaultTo(1);
    optionalTimestampColumn(t, 'last_submitted_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_leads', (t) => {
    t.dropColumn('last_submitted_at');
    t.dropColumn('submissions');
  });
  for (const table of ['payment_leads', 'contact_requests'])
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex([], `${table}_assignee_idx`);
      t.dropColumn('assignee_id');
    });
  await knex.schema.dropTableIfExists('lead_notes');
}
