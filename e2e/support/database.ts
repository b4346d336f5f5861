import Database from 'better-sqlite3';
import { E2E_SQLITE_FILE } from './env';

/** Reads the e2e site's database directly: what a visitor did must really be stored. */
export function queryRows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(E2E_SQLITE_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
