import fs from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createDb } from '../db/connection';
import { gunzipFile, gzipFile } from './gzip';
import { BackupRefused, DATA_FILE } from './manifest';
import { rowCounts, schemaVersionOf } from './tables';

/**
 * better-sqlite3 copies 100 pages per step by default, and a write by another
 * connection between two steps starts the copy over. All pages in one step
 * is one read transaction: the database as it was at one moment, while the
 * site's writers go on (WAL: readers never block them).
 */
const ALL_PAGES = 0x7fffffff;
const inOneStep = { progress: () => ALL_PAGES };

/** SQLite's online backup API into the folder, gzipped; the copy's rows and schema version. */
export async function snapshotSqlite(file: string, folder: string) {
  const copy = path.join(folder, 'data.sqlite');
  let source: Database.Database;
  try {
    source = new Database(file, { fileMustExist: true });
  } catch {
    throw new BackupRefused(`Datenbankdatei nicht gefunden: ${file} (SQLITE_FILE)`);
  }
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(copy, inOneStep);
  } finally {
    source.close();
  }
  try {
    const counted = await describeCopy(copy);
    await gzipFile(copy, path.join(folder, DATA_FILE.sqlite));
    return counted;
  } finally {
    await fs.rm(copy, { force: true });
  }
}

/** Counted in the copy: the manifest describes exactly what the backup holds. */
async function describeCopy(copy: string) {
  const db = createDb({
    client: 'better-sqlite3',
    connection: { filename: copy },
    useNullAsDefault: true,
  });
  try {
    return { tables: await rowCounts(db), schemaVersion: await schemaVersionOf(db) };
  } finally {
    await db.destroy();
  }
}

/**
 * The backup's pages copied into the database file by the same online backup
 * API: SQLite replaces the whole content under its own locks, the WAL
 * included, and a process that has the file open reads the restored data.
 */
export async function restoreSqlite(folder: string, file: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const unpacked = `${file}.restoring-${process.pid}`;
  try {
    await gunzipFile(path.join(folder, DATA_FILE.sqlite), unpacked);
    const source = new Database(unpacked, { readonly: true, fileMustExist: true });
    try {
      if (source.pragma('quick_check', { simple: true }) !== 'ok') {
        throw new BackupRefused(
          `${DATA_FILE.sqlite} in ${folder} ist keine intakte SQLite-Datenbank`,
        );
      }
      await source.backup(file, inOneStep);
    } finally {
      source.close();
    }
  } finally {
    await fs.rm(unpacked, { force: true });
  }
}
