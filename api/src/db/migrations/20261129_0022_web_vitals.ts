import type { Knex } from 'knex';
import { isMysql } from '../connection';
import { utf8mb4Table } from '../schema-helpers';

/*
 * Issue 39 §3: real visitors' Web Vitals, as aggregates only. A beacon adds
 * one to a bucket of each metric it carries; nothing of the beacon itself is
 * kept (no identifier, no address, no user agent, no time finer than the
 * UTC day). A row per day, page id, language, device class, metric and
 * bucket (its upper bound: ms, CLS in hundredths; contracts' webVitalsFields).
 * Deleted after RETENTION_WEB_VITALS_DAYS by the retention job.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('web_vitals', (t) => {
    utf8mb4Table(knex, t);
    t.specificType('day', 'char(10)').notNullable();
    // Route ids are case-sensitive ASCII ('verifactu.hub'): compared byte by byte on both databases.
    if (isMysql(knex))
      t.specificType('page_id', 'varchar(100) CHARACTER SET ascii COLLATE ascii_bin').notNullable();
    else t.string('page_id', 100).notNullable();
    t.specificType('language', 'char(2)').notNullable();
    t.string('device_type', 8).notNullable();
    t.string('metric', 4).notNullable();
    t.integer('bucket').notNullable();
    t.bigInteger('samples').notNullable().defaultTo(0);
    t.primary(['day', 'page_id', 'language', 'device_type', 'metric', 'bucket']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('web_vitals');
}
