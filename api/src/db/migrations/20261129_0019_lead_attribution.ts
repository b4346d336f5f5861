import type { Knex } from 'knex';
import { ATTRIBUTION_COLUMNS } from '../../data/attribution-columns';
import { UTM_MAX_LENGTH } from 'contracts';
import { attributionColumns } from '../schema-helpers';

/**
 * Issue 37: every lead says what brought it. Each lead table (e-mail
 * captures, payment pre-registrations, contact requests, newsletter
 * subscriptions) gets first and last touch (utm_*, referring host, landing
 * path) and the form's page; existing leads keep them empty (never invented).
 * The cookieless visit count gains the campaign: a page view stores the
 * utm_source/medium/campaign of the visit it belongs to (no identifier more
 * than before: the daily-salted key).
 */
const VISIT_CAMPAIGN_COLUMNS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
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
  await knex.schema.alterTable('page_views', (t) => {
    for (const column of VISIT_CAMPAIGN_COLUMNS) t.string(column, UTM_MAX_LENGTH).nullable();
    t.index(['utm_campaign', 'created_at'], 'page_views_campaign_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('page_views', (t) => {
    t.dropIndex(['utm_campaign', 'created_at'], 'page_views_campaign_idx');
    t.dropColumns(...VISIT_CAMPAIGN_COLUMNS);
  });
  for (const table of LEAD_TABLES) {
    await knex.schema.alterTable(table, (t) => t.dropColumns(...ATTRIBUTION_COLUMNS));
  }
}
