import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  idColumn,
  optionalTimestampColumn,
  timestampColumn,
  utf8mb4Table,
} from '../schema-helpers';

/**
 * The provider's staff and what their console needs: roles and the active
 * flag on `users` (whose `password` column holds an argon2id hash), sessions,
 * sign-in throttling, the audit log, and the server's own key.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('role', 16).notNullable().defaultTo('sales');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.specificType('console_language', 'char(2)').notNullable().defaultTo('de');
    optionalTimestampColumn(t, 'last_sign_in_at');
    optionalTimestampColumn(t, 'password_changed_at');
  });

  // Only a SHA-256 of the session id is stored: a copy of the database holds no usable session.
  await knex.schema.createTable('staff_sessions', (t) => {
    t.specificType('sid_hash', 'char(64)').primary();
    utf8mb4Table(knex, t);
    t.specificType('user_id', 'char(36)').nullable();
    t.text('data').notNullable();
    timestampColumn(knex, t, 'created_at');
    t.datetime('idle_expires_at', { precision: 3 }).notNullable();
    t.datetime('absolute_expires_at', { precision: 3 }).notNullable();
    t.index(['user_id'], 'staff_sessions_user_id_idx');
    t.index(['idle_expires_at'], 'staff_sessions_idle_expires_idx');
  });

  // One row per username and per client IP that failed to sign in recently.
  await knex.schema.createTable('sign_in_throttle', (t) => {
    t.string('throttle_key', 191).primary();
    utf8mb4Table(knex, t);
    t.integer('failures').notNullable().defaultTo(0);
    t.datetime('last_failure_at', { precision: 3 }).notNullable();
    t.datetime('blocked_until', { precision: 3 }).notNullable();
    t.index(['last_failure_at'], 'sign_in_throttle_last_failure_idx');
  });

  await knex.schema.createTable('audit_log', (t) => {
    idColumn(knex, t);
    timestampColumn(knex, t, 'created_at');
    t.string('action', 48).notNullable();
    t.string('actor_kind', 16).notNullable();
    t.specificType('actor_id', 'char(36)').nullable();
    t.string('actor_name', 191).nullable();
    t.string('target_type', 32).nullable();
    t.string('target_id', 64).nullable();
    t.text('before_json').nullable();
    t.text('after_json').nullable();
    t.string('ip', 45).nullable();
    t.index(['created_at', 'id'], 'audit_log_created_idx');
    t.index(['action', 'created_at'], 'audit_log_action_idx');
    t.index(['actor_id', 'created_at'], 'audit_log_actor_idx');
    t.index(['target_id'], 'audit_log_target_idx');
  });

  // A random key made once per database: it signs session cookies and keys the
  // erasure suppression list when APP_SECRET is not set (see services/server-keys.ts).
  await knex.schema.createTable('server_keys', (t) => {
    t.string('name', 32).primary();
    utf8mb4Table(knex, t);
    t.specificType('secret', 'char(64)').notNullable();
    timestampColumn(knex, t, 'created_at');
  });
  await knex('server_keys').insert({ name: 'app', secret: randomBytes(32).toString('hex') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('server_keys');
  await knex.schema.dropTableIfExists('audit_log');
  await knex.schema.dropTableIfExists('sign_in_throttle');
  await knex.schema.dropTableIfExists('staff_sessions');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('password_changed_at');
    t.dropColumn('last_sign_in_at');
    t.dropColumn('console_language');
    t.dropColumn('is_active');
    t.dropColumn('role');
  });
}
