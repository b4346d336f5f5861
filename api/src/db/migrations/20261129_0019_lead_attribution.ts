import type { Knex } from 'knex';
import { ATTRIBUTION_COLUMNS } from '../../data/attribution-columns';
import { attributionColumns } from '../schema-helpers';

/**
 * Issue 37: every lead says what brought it. Each lead table (e-mail
 * captures, payment pre-registrations, contact requests, newsletter
 * subscriptions) gets first and last touch (utm_*, referring host, landing
 * path) and the form's page; existing leads keep them empty (never invented).
 */
const LEAD_TABLES = [
  'email_captures',
  'payment_leads',
  'contact_requests',
  'newsletter_subscriptions',
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const table of LEAD_TABLES) {
    await knex.schema.alterTable(table, (t) => attributionColumns(t));
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of LEAD_TABLES) {
    await knex.schema.alterTable(table, (t) => t.dropColumns(...ATTRIBUTION_COLUMNS));
  }
}
