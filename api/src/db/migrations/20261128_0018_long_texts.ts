import type { Knex } from 'knex';
import { isMysql } from '../connection';

/**
 * The two fields that take 20,000 characters (a product's long description,
 * a pixel's script) need up to 80,000 bytes in utf8mb4, and MySQL's TEXT
 * holds 65,535: a long text in emoji or CJK was accepted by the contract
 * and then failed to store (500). The audit log keeps a record before and
 * after a change, all its languages at once, so it needs more still.
 * MEDIUMTEXT holds 16 MB. SQLite's TEXT has no such limit: only MySQL changes.
 */
const LONG_TEXTS = [
  ['product_translations', 'long_description', 'nullable'],
  ['tracking_pixels', 'script_content', 'notNullable'],
  ['audit_log', 'before_json', 'nullable'],
  ['audit_log', 'after_json', 'nullable'],
] as const;

async function setTextType(knex: Knex, type: 'mediumtext' | 'text'): Promise<void> {
  if (!isMysql(knex)) return;
  for (const [table, column, nullability] of LONG_TEXTS) {
    await knex.schema.alterTable(table, (t) => {
      t.text(column, type)[nullability]().alter();
    });
  }
}

export const up = (knex: Knex) => setTextType(knex, 'mediumtext');
export const down = (knex: Knex) => setTextType(knex, 'text');
