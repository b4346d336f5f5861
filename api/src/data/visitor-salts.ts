import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';

const TABLE = 'visitor_salts';

/**
 * The salt of one UTC day (`YYYY-MM-DD`), made by whichever API instance asks
 * first: the insert of a second instance is ignored and both read the winner,
 * so every instance derives the same visitor keys.
 */
export async function saltOfDay(db: Db, day: string): Promise<string> {
  const existing = await readSalt(db, day);
  if (existing) return existing;
  await db(TABLE)
    .insert({ day, salt: randomBytes(32).toString('hex') })
    .onConflict('day')
    .ignore();
  const salt = await readSalt(db, day);
  if (!salt) throw new Error(`visitor_salts has no salt for ${day} right after inserting it`);
  return salt;
}

async function readSalt(db: Db, day: string): Promise<string | undefined> {
  const row: { salt: string } | undefined = await db(TABLE).where({ day }).first('salt');
  return row?.salt;
}

/** Deletes the salts of days before `day`: once gone, no key of those days can be recomputed. */
export async function deleteSaltsBefore(db: Db, day: string): Promise<number> {
  return db(TABLE).where('day', '<', day).delete();
}
