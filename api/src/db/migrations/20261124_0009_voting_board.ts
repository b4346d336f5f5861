import type { Knex } from 'knex';
import { timestampColumn, utf8mb4Table } from '../schema-helpers';

/**
 * The voting board (issue 21): feedback gets its moderation (every entry,
 * the ones sent before included, waits as 'pending'), the editor's title and
 * redaction, a public status, a roadmap link and its vote count; the votes
 * are rows of their own, one per entry and voter key.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('customer_feedback', (t) => {
    // pending | published | rejected | merged (contracts' MODERATION_STATES).
    t.string('moderation', 16).notNullable().defaultTo('pending');
    // Internal: never leaves the console.
    t.text('reject_reason').nullable();
    t.specificType('merged_into_id', 'char(36)').nullable();
    t.string('title', 120).nullable();
    // What the board shows instead of feedback_text once an editor removed personal data.
    t.text('redacted_text').nullable();
    // open | planned | in_progress | done | declined (contracts' BOARD_STATUSES).
    t.string('board_status', 16).notNullable().defaultTo('open');
    // A key of contracts' ROADMAP_ITEM_KEYS: the roadmap's items are static texts, not rows.
    t.string('roadmap_item', 32).nullable();
    // Kept in step with feedback_votes by every vote, withdrawal and merge (same transaction):
    // the board sorts by it without counting.
    t.integer('vote_count').notNullable().defaultTo(0);
    t.index(['moderation', 'vote_count', 'created_at', 'id'], 'customer_feedback_board_votes_idx');
    t.index(['moderation', 'created_at', 'id'], 'customer_feedback_board_newest_idx');
    t.index(['roadmap_item'], 'customer_feedback_roadmap_item_idx');
  });

  await knex.schema.createTable('feedback_votes', (t) => {
    t.specificType('feedback_id', 'char(36)').notNullable();
    // The random id of the visitor's voting cookie: one vote per entry and key.
    t.specificType('voter_key', 'char(36)').notNullable();
    utf8mb4Table(knex, t);
    t.primary(['feedback_id', 'voter_key']);
    timestampColumn(knex, t, 'created_at');
    // The per-entry daily cap per network address: the UTC day and a keyed hash of the
    // address with that day's salt (visitor_salts) — never the address itself.
    t.specificType('voted_day', 'char(10)').notNullable();
    t.specificType('network_key', 'char(36)').nullable();
    t.index(['feedback_id', 'voted_day', 'network_key'], 'feedback_votes_network_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('feedback_votes');
  await knex.schema.alterTable('customer_feedback', (t) => {
    t.dropIndex([], 'customer_feedback_roadmap_item_idx');
    t.dropIndex([], 'customer_feedback_board_newest_idx');
    t.dropIndex([], 'customer_feedback_board_votes_idx');
    for (const column of [
      'vote_count',
      'roadmap_item',
      'board_status',
      'redacted_text',
      'title',
      'merged_into_id',
      'reject_reason',
      'moderation',
    ]) {
      t.dropColumn(column);
    }
  });
}
