import type { Knex } from 'knex';
import { CONTACT_FORM_ANCHOR } from 'contracts';
import {
  idColumn,
  optionalTimestampColumn,
  pageLocaleColumns,
  timestampColumn,
  visitorIdColumn,
} from '../schema-helpers';

/** The feedback form the marketing products' calls to action led to before (issue 19). */
const FEEDBACK_LINK = '/feedback';
const CONTACT_LINK = `#${CONTACT_FORM_ANCHOR}`;

/**
 * Issue 19: contact requests ('Beratung anfragen' on every product page), a
 * sales lead with the pre-registrations' status and note; newsletter
 * subscriptions with double opt-in (the confirmation token only as its
 * SHA-256, valid 48 hours; when the address was confirmed and when it left);
 * and the products whose call to action led to the anonymous feedback form
 * lead to their own page's contact form instead.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_requests', (t) => {
    idColumn(knex, t);
    visitorIdColumn(t, true);
    t.string('name', 120).notNullable();
    t.string('email', 320).notNullable();
    t.string('phone', 40).nullable();
    t.string('business', 160).notNullable();
    t.text('message').notNullable();
    // The product as it was asked about: the id while it exists, the slug for good.
    t.specificType('product_id', 'char(36)').nullable();
    t.string('product_slug', 191).notNullable();
    pageLocaleColumns(t);
    // Sales' way, as on payment_leads (migration 0007).
    t.string('status', 16).notNullable().defaultTo('neu');
    t.text('status_note').nullable();
    optionalTimestampColumn(t, 'status_changed_at');
    t.boolean('converted').notNullable().defaultTo(false);
    optionalTimestampColumn(t, 'converted_at');
    timestampColumn(knex, t, 'created_at');
    t.index(['created_at', 'id'], 'contact_requests_created_idx');
    t.index(['email', 'id'], 'contact_requests_email_idx');
    t.index(['status', 'created_at'], 'contact_requests_status_idx');
    t.index(['country', 'created_at'], 'contact_requests_country_idx');
    t.index(['visitor_id'], 'contact_requests_visitor_id_idx');
  });

  await knex.schema.createTable('newsletter_subscriptions', (t) => {
    idColumn(knex, t);
    // One subscription per address: asking again renews it.
    t.string('email', 320).notNullable().unique({ indexName: 'newsletter_subscriptions_email_uq' });
    // pending | confirmed | unsubscribed (contracts' NEWSLETTER_STATES).
    t.string('status', 16).notNullable().defaultTo('pending');
    // The page's language decides the mails' language.
    pageLocaleColumns(t);
    // The e-book download the address asked on; its capture's opt-in follows the confirmation.
    t.specificType('email_capture_id', 'char(36)').nullable();
    // SHA-256 (hex) of the confirmation link's token: the link is the only copy of the token.
    t.specificType('confirm_token_hash', 'char(64)')
      .nullable()
      .unique({ indexName: 'newsletter_subscriptions_token_uq' });
    optionalTimestampColumn(t, 'confirm_token_expires_at');
    // Set when the token confirmed: a second use is told so, not confirmed again.
    optionalTimestampColumn(t, 'confirm_token_used_at');
    // The last confirmation mail: asking again within minutes sends no second one.
    optionalTimestampColumn(t, 'confirmation_sent_at');
    timestampColumn(knex, t, 'created_at');
    optionalTimestampColumn(t, 'confirmed_at');
    optionalTimestampColumn(t, 'unsubscribed_at');
    t.index(['created_at', 'id'], 'newsletter_subscriptions_created_idx');
    t.index(['status', 'created_at'], 'newsletter_subscriptions_status_idx');
    t.index(['country', 'created_at'], 'newsletter_subscriptions_country_idx');
  });

  await knex('products').where('cta_link', FEEDBACK_LINK).update({ cta_link: CONTACT_LINK });
}

export async function down(knex: Knex): Promise<void> {
  await knex('products').where('cta_link', CONTACT_LINK).update({ cta_link: FEEDBACK_LINK });
  await knex.schema.dropTableIfExists('newsletter_subscriptions');
  await knex.schema.dropTableIfExists('contact_requests');
}
