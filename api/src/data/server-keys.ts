import type { Db } from '../db/connection';

/** The random key migration 0006 made for this database (hex). */
export async function readDatabaseKey(db: Db): Promise<string> {
  const row: { secret: string } | undefined = await db('server_keys')
    .where({ name: 'app' })
    .first('secret');
  if (!row) throw new Error('server_keys has no app key: run the migrations');
  return row.secret;
}
