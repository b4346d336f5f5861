import type { Knex } from 'knex';
import { idColumn, timestampColumn } from '../schema-helpers';

/** Present in the data model, unused by any screen (SPEC §6). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    idColumn(knex, t);
    // 191 characters: the longest utf8mb4 varchar an index holds everywhere.
    t.string('username', 191).notNullable().unique({ indexName: 'users_username_unique' });
    t.string('password', 255).notNullable();
    timestampColumn(knex, t, 'created_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('users');
}
