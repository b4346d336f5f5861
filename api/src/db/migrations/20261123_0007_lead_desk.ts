import type { Knex } from 'knex';
import {
  optionalTimestampColumn,
  pageLocaleColumns,
  timestampColumn,
  utf8mb4Table,
} from '../schema-helpers';

/**
 * The leads desk: the page's country and language on every lead and page
 * view, a sales status on payment pre-registrations, the erasure suppression
 * list, and the indexes that keep filtering, paging, erasure and the
 * dashboard's aggregates fast with 100,000s of rows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_captures', (t) => {
    pageLocaleColumns(t);
    t.index(['created_at', 'id'], 'email_captures_created_idx');
    t.index(['email', 'id'], 'email_captures_email_idx');
    t.index(['country', 'created_at'], 'email_captures_country_idx');
  });

  await knex.schema.alterTable('payment_leads', (t) => {
    pageLocaleColumns(t);
    t.string('status', 16).notNullable().defaultTo('neu');
    t.text('status_note').nullable();
    optionalTimestampColumn(t, 'status_changed_at');
    optionalTimestampColumn(t, 'converted_at');
    t.index(['created_at', 'id'], 'payment_leads_created_idx');
    t.index(['email', 'id'], 'payment_leads_email_idx');
    t.index(['status', 'created_at'], 'payment_leads_status_idx');
    t.index(['interest_level', 'created_at'], 'payment_leads_interest_idx');
    t.index(['country', 'created_at'], 'payment_leads_country_idx');
    t.index(['visitor_id'], 'payment_leads_visitor_id_idx');
  });
  // Leads converted before statuses existed are won.
  await knex('payment_leads').where('converted', true).update({ status: 'gewonnen' });

  await knex.schema.alterTable('customer_feedback', (t) => {
    pageLocaleColumns(t);
    t.index(['created_at', 'id'], 'customer_feedback_created_id_idx');
    t.index(['visitor_id'], 'customer_feedback_visitor_id_idx');
    t.index(['country', 'created_at'], 'customer_feedback_country_idx');
  });

  await knex.schema.alterTable('page_views', (t) => {
    pageLocaleColumns(t);
    // Covers the visits-per-day-and-country aggregate without touching the rows.
    t.index(['created_at', 'country', 'visitor_id'], 'page_views_day_country_idx');
  });

  await knex.schema.alterTable('downloads', (t) => {
    t.index(['created_at', 'ebook_id', 'ebook_category'], 'downloads_created_idx');
  });

  // Addresses erased on request, as keyed hashes only: never stored again.
  await knex.schema.createTable('erasure_suppressions', (t) => {
    t.specificType('email_hash', 'char(64)').primary();
    utf8mb4Table(knex, t);
    timestampColumn(knex, t, 'created_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('erasure_suppressions');
  await knex.schema.alterTable('downloads', (t) => {
    t.dropIndex([], 'downloads_created_idx');
  });
  await knex.schema.alterTable('page_views', (t) => {
    t.dropIndex([], 'page_views_day_country_idx');
    t.dropColumn('language');
    t.dropColumn('country');
  });
  await knex.schema.alterTable('customer_feedback', (t) => {
    t.dropIndex([], 'customer_feedback_country_idx');
    t.dropIndex([], 'customer_feedback_visitor_id_idx');
    t.dropIndex([], 'customer_feedback_created_id_idx');
    t.dropColumn('language');
    t.dropColumn('country');
  });
  await knex.schema.alterTable('payment_leads', (t) => {
    for (const name of ['visitor_id', 'country', 'interest', 'status', 'email', 'created']) {
      t.dropIndex([], `payment_leads_${name}_idx`);
    }
    for (const column of [
      'converted_at',
      'status_changed_at',
      'status_note',
      'status',
      'language',
      'country',
    ]) {
      t.dropColumn(column);
    }
  });
  await knex.schema.alterTable('email_captures', (t) => {
    for (const name of ['country', 'email', 'created'])
      t.dropIndex([], `email_captures_${name}_idx`);
    t.dropColumn('language');
    t.dropColumn('country');
  });
}
