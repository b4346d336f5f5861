import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * A backup is one folder (easy to copy, list and prune as a whole):
 *   manifest.json   what it holds: time, database kind, schema version, rows per table
 *   data.sqlite.gz  SQLite: the database file as the online backup API copied it, gzipped
 *   dump.sql.gz     MySQL/MariaDB: one SQL statement per line (CREATE TABLE, INSERT), gzipped
 *   SHA256SUMS      both files' SHA-256, in `sha256sum -c` format
 */
export const MANIFEST_FILE = 'manifest.json';
export const CHECKSUM_FILE = 'SHA256SUMS';
export const DATA_FILE = { sqlite: 'data.sqlite.gz', mysql: 'dump.sql.gz' } as const;

export type DatabaseKind = keyof typeof DATA_FILE;

export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.enum(['sqlite', 'mysql']),
  /** The last applied migration's name (knex_migrations); null for a database never migrated. */
  schemaVersion: z.string().nullable(),
  tables: z.record(z.string(), z.number().int().nonnegative()),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** Folder names sort by time: hello-2026-11-29T02-00-00.000Z-mysql. */
const FOLDER_PATTERN = /^hello-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-(sqlite|mysql)$/;

export const folderName = (createdAt: Date, kind: DatabaseKind) =>
  `hello-${createdAt.toISOString().replace(/:/g, '-')}-${kind}`;

export const isBackupFolder = (name: string) => FOLDER_PATTERN.test(name);

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Writes SHA256SUMS over the given files of the folder. */
export async function writeChecksums(folder: string, files: string[]): Promise<void> {
  const lines: string[] = [];
  for (const file of files) lines.push(`${await sha256Of(path.join(folder, file))}  ${file}`);
  await fs.writeFile(path.join(folder, CHECKSUM_FILE), `${lines.join('\n')}\n`);
}

/** Why a backup cannot be used; the CLI prints the message as it is. */
export class BackupRefused extends Error {}

/** Every file SHA256SUMS names must be there and match; the manifest must be among them. */
export async function verifyChecksums(folder: string): Promise<void> {
  const sums = await fs.readFile(path.join(folder, CHECKSUM_FILE), 'utf8').catch(() => {
    throw new BackupRefused(`${CHECKSUM_FILE} fehlt in ${folder}: keine vollständige Sicherung`);
  });
  const entries = sums
    .split('\n')
    .filter(Boolean)
    .map((line) => /^([0-9a-f]{64}) {2}([\w.-]+)$/.exec(line));
  if (entries.length === 0 || entries.some((entry) => !entry)) {
    throw new BackupRefused(`${CHECKSUM_FILE} in ${folder} ist beschädigt`);
  }
  const named = entries.map((entry) => entry![2]!);
  if (!named.includes(MANIFEST_FILE)) {
    throw new BackupRefused(`${CHECKSUM_FILE} in ${folder} deckt ${MANIFEST_FILE} nicht ab`);
  }
  for (const entry of entries) {
    const [, expected, file] = entry!;
    const actual = await sha256Of(path.join(folder, file!)).catch(() => undefined);
    if (actual === undefined) throw new BackupRefused(`${file} fehlt in ${folder}`);
    if (actual !== expected) {
      throw new BackupRefused(
        `Prüfsumme falsch: ${file} in ${folder} wurde verändert oder ist beschädigt`,
      );
    }
  }
}

export async function readManifest(folder: string): Promise<Manifest> {
  const text = await fs.readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupRefused(`${MANIFEST_FILE} in ${folder} ist kein JSON`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) {
    throw new BackupRefused(`${MANIFEST_FILE} in ${folder} ist ungültig: ${result.error.message}`);
  }
  return result.data;
}
