import type { Knex } from 'knex';

/*
 * Issue 39 §7: a pixel names the https origins its script talks to (its
 * SDK's host, where it sends beacons, the frames it opens). A page's
 * Content-Security-Policy allows those origins and no other: JSON list, as
 * `cookies` is; none for the pixels stored before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tracking_pixels', (t) => {
    t.text('vendor_origins').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tracking_pixels', (t) => {
    t.dropColumn('vendor_origins');
  });
}
