import type { Db } from '../db/connection';

/** The cheapest round trip that proves the database answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.raw('select 1').timeout(2500, { cancel: false });
}
