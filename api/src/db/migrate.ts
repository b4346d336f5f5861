import type { Db } from './connection';
import { migrationSource } from './migration-source';
import { seeds } from './seeds';

/** Applies pending migrations; a no-op when the schema is current. */
export async function migrate(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

/** Runs every seed in one transaction; idempotent. */
export async function seed(db: Db): Promise<void> {
  await db.transaction(async (trx) => {
    for (const run of seeds) await run(trx);
  });
}

/** What the server does on start: the schema, then the seed data. */
export async function prepareDatabase(db: Db): Promise<void> {
  await migrate(db);
  await seed(db);
}
