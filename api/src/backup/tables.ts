import { isMysql, type Db } from '../db/connection';
import { migrationSource } from '../db/migration-source';

/** The database's own tables (SQLite's internal ones left out), sorted by name. */
export async function tableNames(db: Db): Promise<string[]> {
  const rows: { name: string }[] = isMysql(db)
    ? await db('information_schema.tables')
        .select({ name: 'table_name' })
        .whereRaw('table_schema = database()')
        .andWhere('table_type', 'BASE TABLE')
    : await db('sqlite_master').select('name').where('type', 'table');
  return rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith('sqlite_'))
    .sort();
}

/** Rows per table, for the manifest and the restore's report. */
export async function rowCounts(db: Db, tables?: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables ?? (await tableNames(db))) {
    const [row] = await db(table).count({ n: '*' });
    counts[table] = Number(row?.n);
  }
  return counts;
}

/** The schema version: the last migration knex_migrations records, null before the first. */
export async function schemaVersionOf(db: Db): Promise<string | null> {
  if (!(await db.schema.hasTable('knex_migrations'))) return null;
  const last = await db('knex_migrations').orderBy('id', 'desc').first<{ name: string }>('name');
  return last?.name ?? null;
}

/** The migrations this code knows, in order (a backup's schema must be one of them). */
export async function knownMigrations(): Promise<string[]> {
  const migrations = await migrationSource.getMigrations([]);
  return migrations.map((migration) => migrationSource.getMigrationName(migration));
}
