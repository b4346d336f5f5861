import fs from 'node:fs/promises';
import path from 'node:path';
import { createDb, mysqlConfig, sqliteConfig } from '../db/connection';
import type { BackupTarget } from './backup';
import { BackupRefused, readManifest, verifyChecksums, type Manifest } from './manifest';
import { restoreMysql } from './mysql';
import { restoreSqlite } from './sqlite';
import { knownMigrations, rowCounts } from './tables';

const KIND_LABEL = { sqlite: 'SQLite', mysql: 'MySQL/MariaDB' } as const;

/**
 * A backup folder (or a file in it) checked before anything is touched:
 * every checksum matches and the manifest is valid.
 */
export async function openBackup(given: string): Promise<{ folder: string; manifest: Manifest }> {
  const stat = await fs.stat(given).catch(() => undefined);
  if (!stat) throw new BackupRefused(`Sicherung nicht gefunden: ${given}`);
  const folder = stat.isDirectory() ? given : path.dirname(given);
  await verifyChecksums(folder);
  return { folder, manifest: await readManifest(folder) };
}

/**
 * Refuses a backup of the other database kind, and one whose schema this
 * code does not know (written by a newer version: its migrations are
 * missing here). An older schema is fine: the API migrates it up on start.
 */
export async function checkRestorable(manifest: Manifest, target: BackupTarget): Promise<void> {
  if (manifest.database !== target.kind) {
    throw new BackupRefused(
      `Die Sicherung ist von ${KIND_LABEL[manifest.database]}, die Datenbank ist ${KIND_LABEL[target.kind]}`,
    );
  }
  const known = await knownMigrations();
  if (manifest.schemaVersion !== null && !known.includes(manifest.schemaVersion)) {
    throw new BackupRefused(
      `Die Sicherung hat ein neueres Schema (${manifest.schemaVersion}) als dieser Code ` +
        `(${known.at(-1)}): mit der Version wiederherstellen, die sie geschrieben hat`,
    );
  }
}

/** Whether the API will migrate the restored database on its next start. */
export async function isOlderSchema(manifest: Manifest): Promise<boolean> {
  return manifest.schemaVersion !== (await knownMigrations()).at(-1);
}

/** Replaces the database's content with the backup's; the restored rows per table. */
export async function restoreBackup(
  folder: string,
  manifest: Manifest,
  target: BackupTarget,
): Promise<Record<string, number>> {
  if (target.kind === 'sqlite') await restoreSqlite(folder, target.file);
  else await restoreMysql(folder, target.url);
  const db = createDb(
    target.kind === 'sqlite' ? sqliteConfig(target.file) : mysqlConfig(target.url),
  );
  try {
    return await rowCounts(db, Object.keys(manifest.tables));
  } finally {
    await db.destroy();
  }
}
