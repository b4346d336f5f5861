import type { Knex } from 'knex';
import { attributionColumnLengths } from '../data/attribution-columns';
import { isMysql } from './connection';

/**
 * Column shapes shared by every table, so both dialects get identical types:
 * char(36) ids from crypto.randomUUID(), millisecond UTC datetimes, and text
 * lists stored as JSON text.
 */
export function idColumn(knex: Knex, t: Knex.CreateTableBuilder): void {
  t.specificType('id', 'char(36)').primary();
  // Most tables have an id, so this is where MySQL tables get utf8mb4.
  utf8mb4Table(knex, t);
}

/**
 * utf8mb4 on MySQL even when the database default is latin1 (tables without
 * an `id` call this themselves). SQLite is always UTF-8 (and knex refuses charset there).
 */
export function utf8mb4Table(knex: Knex, t: Knex.CreateTableBuilder): void {
  if (isMysql(knex)) {
    t.charset('utf8mb4');
    t.collate('utf8mb4_unicode_ci');
  }
}

/** CURRENT_TIMESTAMP(3) matches datetime(3) on MySQL; SQLite knows only the plain form. */
function nowDefault(knex: Knex): Knex.Raw {
  return isMysql(knex) ? knex.raw('CURRENT_TIMESTAMP(3)') : knex.raw('CURRENT_TIMESTAMP');
}

export function timestampColumn(knex: Knex, t: Knex.CreateTableBuilder, name: string): void {
  t.datetime(name, { precision: 3 }).notNullable().defaultTo(nowDefault(knex));
}

/** A moment that may be unknown (last sign-in, conversion, ...), same precision as the others. */
export function optionalTimestampColumn(t: Knex.TableBuilder, name: string): void {
  t.datetime(name, { precision: 3 }).nullable();
}

/** The country and language of the page a row came from (DE/ES/FR, de/es/fr); null when not sent. */
export function pageLocaleColumns(t: Knex.TableBuilder): void {
  t.specificType('country', 'char(2)').nullable();
  t.specificType('language', 'char(2)').nullable();
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

/**
 * A lead's attribution (issue 37, migration 0019): first and last touch
 * (utm_*, the referring host, the landing path) and the form's page. Lengths
 * are the contract's, so a cleaned value always fits.
 */
export function attributionColumns(t: Knex.TableBuilder): void {
  for (const [column, length] of attributionColumnLengths()) t.string(column, length).nullable();
}
