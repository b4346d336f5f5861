import type { Knex } from 'knex';
import { idColumn, timestampColumn, visitorIdColumn } from '../schema-helpers';

/** What visitors leave behind: e-mail captures, payment pre-registrations, feedback. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_captures', (t) => {
    idColumn(knex, t);
    visitorIdColumn(t);
    t.string('email', 320).notNullable();
    t.boolean('newsletter_opt_in').notNullable().defaultTo(false);
    t.string('ebook_category', 64).notNullable();
    t.specificType('ebook_id', 'char(36)').nullable();
    timestampColumn(knex, t, 'created_at');
    t.index(['visitor_id'], 'email_captures_visitor_id_idx');
  });

  await knex.schema.createTable('payment_leads', (t) => {
    idColumn(knex, t);
    visitorIdColumn(t);
    t.string('email', 320).notNullable();
    t.string('provider', 16).notNullable();
    t.string('interest_level', 16).nullable().defaultTo('high');
    t.boolean('converted').notNullable().defaultTo(false);
    timestampColumn(knex, t, 'created_at');
    t.index(['provider', 'created_at'], 'payment_leads_provider_idx');
  });

  await knex.schema.createTable('customer_feedback', (t) => {
    idColumn(knex, t);
    t.text('feedback_text').notNullable();
    visitorIdColumn(t, true);
    timestampColumn(knex, t, 'created_at');
    t.index(['created_at'], 'customer_feedback_created_at_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('customer_feedback');
  await knex.schema.dropTableIfExists('payment_leads');
  await knex.schema.dropTableIfExists('email_captures');
}
