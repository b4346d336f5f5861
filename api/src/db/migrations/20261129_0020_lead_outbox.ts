import type { Knex } from 'knex';
import {
  idColumn,
  optionalTimestampColumn,
  pageLocaleColumns,
  timestampColumn,
} from '../schema-helpers';

/*
 * Issue 37: every lead reaches sales. A lead's event is written in the same
 * transaction as the lead (`outbox_events`), so neither exists without the
 * other; the API's worker fans each event out to the destinations whose
 * rules match (`routing_destinations`: a webhook endpoint or a sales mail
 * address) as one `deliveries` row each, and delivers those, retrying on the
 * Svix schedule. `due_at` is both the schedule and the claim: an instance
 * claiming a delivery moves it past its lease, so a crashed instance's claim
 * runs out and another one sends it. Every try lands in `delivery_attempts`
 * (the console's 'Zustellungen').
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outbox_events', (t) => {
    idColumn(knex, t);
    // lead.created | lead.status_changed | lead.erased | ping
    t.string('event_type', 32).notNullable();
    // email | payment | contact | newsletter (the desk's lead types); null for ping.
    t.string('lead_type', 16).nullable();
    t.specificType('lead_id', 'char(36)').nullable();
    pageLocaleColumns(t);
    // contact requests: the product asked about (routing rules by product).
    t.string('product_slug', 191).nullable();
    // The Standard Webhooks body's `data` as JSON; emptied when the lead is erased.
    t.text('data').nullable();
    // Fanned out to its destinations yet (the worker's first stage).
    t.boolean('routed').notNullable().defaultTo(false);
    // Only to this destination (a ping, a lead.erased to the endpoints that had the lead).
    t.specificType('only_destination_id', 'char(36)').nullable();
    timestampColumn(knex, t, 'created_at');
    t.index(['routed', 'created_at'], 'outbox_events_routed_idx');
    t.index(['lead_id'], 'outbox_events_lead_idx');
  });
  await knex.schema.createTable('routing_destinations', (t) => {
    idColumn(knex, t);
    // webhook | email
    t.string('kind', 8).notNullable();
    t.string('url', 2000).nullable();
    t.string('email', 320).nullable();
    // The sales mail's language (de | es | fr).
    t.specificType('language', 'char(2)').nullable();
    // JSON lists; an empty list means 'alle'.
    t.string('events', 255).notNullable().defaultTo('[]');
    t.string('lead_types', 255).notNullable().defaultTo('[]');
    t.string('countries', 255).notNullable().defaultTo('[]');
    t.text('products').nullable();
    t.string('secret', 128).nullable();
    // After 'Schlüssel erneuern' the old secret signs too until this moment.
    t.string('previous_secret', 128).nullable();
    optionalTimestampColumn(t, 'previous_secret_until');
    t.boolean('enabled').notNullable().defaultTo(true);
    // gone (410) | failing (5 days) | null
    t.string('disabled_reason', 16).nullable();
    optionalTimestampColumn(t, 'disabled_at');
    // Since when every attempt failed (null after a success).
    optionalTimestampColumn(t, 'failing_since');
    timestampColumn(knex, t, 'created_at');
    timestampColumn(knex, t, 'updated_at');
  });
  await knex.schema.createTable('deliveries', (t) => {
    idColumn(knex, t);
    t.specificType('event_id', 'char(36)').notNullable();
    t.specificType('destination_id', 'char(36)').notNullable();
    // pending | delivered | failed | dropped
    t.string('status', 16).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    timestampColumn(knex, t, 'due_at');
    t.specificType('claim_token', 'char(36)').nullable();
    optionalTimestampColumn(t, 'delivered_at');
    timestampColumn(knex, t, 'created_at');
    t.unique(['event_id', 'destination_id'], { indexName: 'deliveries_event_destination_unique' });
    t.index(['status', 'due_at'], 'deliveries_due_idx');
    t.index(['destination_id', 'created_at'], 'deliveries_destination_idx');
  });
  await knex.schema.createTable('delivery_attempts', (t) => {
    idColumn(knex, t);
    t.specificType('delivery_id', 'char(36)').notNullable();
    t.specificType('destination_id', 'char(36)').notNullable();
    t.string('event_type', 32).notNullable();
    timestampColumn(knex, t, 'attempted_at');
    t.integer('status_code').nullable();
    t.integer('duration_ms').notNullable().defaultTo(0);
    t.string('error', 500).nullable();
    t.boolean('succeeded').notNullable().defaultTo(false);
    t.index(['attempted_at'], 'delivery_attempts_at_idx');
    t.index(['delivery_id'], 'delivery_attempts_delivery_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('delivery_attempts');
  await knex.schema.dropTableIfExists('deliveries');
  await knex.schema.dropTableIfExists('routing_destinations');
  await knex.schema.dropTableIfExists('outbox_events');
}
