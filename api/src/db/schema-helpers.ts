import type { Knex } from 'knex';

/**
 * Column shapes shared by every table, so both dialects get identical types:
 * char(36) ids from crypto.randomUUID(), millisecond UTC datetimes, and text
 * lists stored as JSON text.
 */
export function idColumn(knex: Knex, t: Knex.CreateTableBuilder): void {
  t.specificType('id', 'char(36)').primary();
  // Every table has an id, so this is where MySQL tables get utf8mb4 even when
  // the database default is latin1. SQLite is always UTF-8 (and knex refuses charset there).
  if (isMysqlSchema(knex)) {
    t.charset('utf8mb4');
    t.collate('utf8mb4_unicode_ci');
  }
}

function isMysqlSchema(knex: Knex): boolean {
  return knex.client.config.client === 'mysql2';
}

/** CURRENT_TIMESTAMP(3) matches datetime(3) on MySQL; SQLite knows only the plain form. */
function nowDefault(knex: Knex): Knex.Raw {
  return isMysqlSchema(knex) ? knex.raw('CURRENT_TIMESTAMP(3)') : knex.raw('CURRENT_TIMESTAMP');
}

export function timestampColumn(knex: Knex, t: Knex.CreateTableBuilder, name: string): void {
  t.datetime(name, { precision: 3 }).notNullable().defaultTo(nowDefault(knex));
}

/** Visitor ids are UUIDs (contracts' visitorIdSchema). */
export function visitorIdColumn(t: Knex.CreateTableBuilder, nullable = false): void {
  const col = t.specificType('visitor_id', 'char(36)');
  if (!nullable) col.notNullable();
  else col.nullable();
}

/**
 * A JSON text list with a default (varchar, because MySQL refuses defaults on
 * TEXT columns). 255 characters hold far more country codes than exist here.
 */
export function countriesColumn(t: Knex.CreateTableBuilder): void {
  t.string('countries', 255).notNullable().defaultTo('["DE"]');
}
