import type { Knex } from 'knex';
import { utf8mb4Table } from '../schema-helpers';

/*
 * Issue 40 §4: site searches without results, counted cookieless. A row per
 * UTC day, language and query (normalised: lower case, at most 100
 * characters, contracts' normalisedSearchMiss); nothing else of the search
 * is kept (no identifier, no address, no time finer than the day). Deleted
 * after RETENTION_SEARCH_MISSES_DAYS (90) by the retention job.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('search_misses', (t) => {
    utf8mb4Table(knex, t);
    t.specificType('day', 'char(10)').notNullable();
    t.specificType('language', 'char(2)').notNullable();
    // 100 characters in utf8mb4: 400 bytes, with the day and language well within InnoDB's key limit.
    t.string('query', 100).notNullable();
    t.bigInteger('searches').notNullable().defaultTo(0);
    t.primary(['day', 'language', 'query']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('search_misses');
}
