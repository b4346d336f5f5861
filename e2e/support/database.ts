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

/** Inserts a row the way an operator would (tracking pixels have no API). */
export function insertRow(table: string, row: Record<string, string | number | null>): void {
  const db = new Database(E2E_SQLITE_FILE, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const columns = Object.keys(row);
    db.prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    ).run(...Object.values(row));
  } finally {
    db.close();
  }
}

/** Changes rows the way an operator would (an e2e test ages a confirmation link). */
export function runSql(sql: string, ...params: unknown[]): number {
  const db = new Database(E2E_SQLITE_FILE, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return db.prepare(sql).run(...params).changes;
  } finally {
    db.close();
  }
}
