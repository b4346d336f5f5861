import fs from 'node:fs/promises';
import path from 'node:path';
import { defaultSqliteFile, mysqlConfig } from '../db/connection';
import {
  DATA_FILE,
  folderName,
  isBackupFolder,
  MANIFEST_FILE,
  writeChecksums,
  type Manifest,
} from './manifest';
import { dumpMysql } from './mysql';
import { snapshotSqlite } from './sqlite';

/** The database the API uses, read from the same variables as the API. */
export type BackupTarget = { kind: 'sqlite'; file: string } | { kind: 'mysql'; url: string };

export function targetFromEnv(env: NodeJS.ProcessEnv): BackupTarget {
  if (env.DATABASE_URL) {
    mysqlConfig(env.DATABASE_URL); // refuses anything but mysql:// at once
    return { kind: 'mysql', url: env.DATABASE_URL };
  }
  return { kind: 'sqlite', file: path.resolve(env.SQLITE_FILE || defaultSqliteFile()) };
}

/** Names the database without its password (for questions and messages). */
export function describeTarget(target: BackupTarget): string {
  if (target.kind === 'sqlite') return `SQLite ${target.file}`;
  const url = new URL(target.url);
  return `MySQL/MariaDB ${url.hostname}:${url.port || 3306}${url.pathname}`;
}

export const DEFAULT_BACKUP_DIR = 'backups';

/**
 * A consistent backup of the running database into a new folder of `dir`.
 * It is written beside under a dot name and renamed when complete: a
 * folder with a backup's name is always a whole backup.
 */
export async function createBackup(
  target: BackupTarget,
  dir: string,
  now = new Date(),
): Promise<{ folder: string; manifest: Manifest }> {
  await fs.mkdir(dir, { recursive: true });
  const name = folderName(now, target.kind);
  const partial = path.join(dir, `.${name}.partial`);
  await fs.mkdir(partial);
  try {
    const { tables, schemaVersion } =
      target.kind === 'sqlite'
        ? await snapshotSqlite(target.file, partial)
        : await dumpMysql(target.url, partial);
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: target.kind,
      schemaVersion,
      tables,
    };
    await fs.writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeChecksums(partial, [DATA_FILE[target.kind], MANIFEST_FILE]);
    const folder = path.join(dir, name);
    await fs.rename(partial, folder);
    return { folder, manifest };
  } catch (err) {
    await fs.rm(partial, { recursive: true, force: true });
    throw err;
  }
}

/** Keeps the newest `keep` backups of `dir` (by their names, which sort by time); returns the removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await fs.readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && isBackupFolder(entry.name))
    .map((entry) => entry.name)
    .sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) await fs.rm(path.join(dir, name), { recursive: true, force: true });
  return removed.map((name) => path.join(dir, name));
}
