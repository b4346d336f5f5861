import path from 'node:path';
import { parseArgs } from 'node:util';
import { read } from 'read';
import {
  createBackup,
  DEFAULT_BACKUP_DIR,
  describeTarget,
  pruneBackups,
  targetFromEnv,
} from '../backup/backup';
import { BackupRefused } from '../backup/manifest';
import { checkRestorable, isOlderSchema, openBackup, restoreBackup } from '../backup/restore';
import { messageOf, type CliIo } from './admin';

/**
 * `npm run backup` and `npm run restore -- <backup>` (api/dist/backup.js
 * backup|restore in the images). Exit codes: 0 done, 1 refused or failed (a
 * missing, changed or newer backup, the database), 2 wrong usage.
 */
export const USAGE = `Verwendung:
  npm run backup [-- --keep <n>]           Sicherung nach BACKUP_DIR (Standard backups/), gibt ihren Pfad aus;
                                           --keep: danach nur die n neuesten behalten
  npm run restore -- <Sicherung> [--yes]   Sicherung (ihr Ordner) prüfen und zurückspielen;
                                           fragt vor dem Überschreiben, --yes ohne Rückfrage
Datenbank: DATABASE_URL (MySQL/MariaDB), sonst SQLITE_FILE (Standard api/data/hello.sqlite).
`;

export type BackupCliIo = Omit<CliIo, 'askPassword'> & {
  /** Asks a question in the terminal; defaults to reading stdin (tests pass their own). */
  ask?: (prompt: string) => Promise<string>;
};

const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Wrong usage: exit 2, with the usage text when the command line itself was wrong. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly withUsage = true,
  ) {
    super(message);
  }
}

const say = (io: BackupCliIo, line: string) => io.stdout.write(`${line}\n`);
const note = (io: BackupCliIo, line: string) => io.stderr.write(`${line}\n`);
const total = (tables: Record<string, number>) =>
  Object.values(tables).reduce((sum, n) => sum + n, 0);

async function backup(args: string[], io: BackupCliIo): Promise<void> {
  const { values } = parseArgs({ args, options: { keep: { type: 'string' } }, strict: true });
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) {
    throw new UsageError('--keep braucht eine ganze Zahl ab 1');
  }
  const dir = path.resolve(io.env.BACKUP_DIR || DEFAULT_BACKUP_DIR);
  const { folder, manifest } = await createBackup(targetFromEnv(io.env), dir);
  // stdout carries the path alone, for scripts: `folder=$(node api/dist/backup.js backup)`.
  say(io, folder);
  note(
    io,
    `Gesichert: ${Object.keys(manifest.tables).length} Tabellen, ${total(manifest.tables)} Zeilen, ` +
      `Schema ${manifest.schemaVersion ?? '(leer)'}`,
  );
  if (keep !== undefined) {
    for (const removed of await pruneBackups(dir, keep)) note(io, `Entfernt: ${removed}`);
  }
}

async function confirmed(io: BackupCliIo, question: string): Promise<boolean> {
  if (!io.stdin.isTTY) {
    throw new UsageError(
      'Kein Terminal für die Rückfrage: mit --yes bestätigen, dass die Datenbank überschrieben wird',
      false,
    );
  }
  const ask = io.ask ?? ((prompt: string) => read({ prompt, input: io.stdin, output: io.stderr }));
  return /^(y|yes|j|ja)$/i.test((await ask(question)).trim());
}

async function restore(args: string[], io: BackupCliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { yes: { type: 'boolean', short: 'y' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new UsageError('Welche Sicherung? Genau einen Pfad angeben');
  const target = targetFromEnv(io.env);
  const { folder, manifest } = await openBackup(path.resolve(positionals[0]!));
  await checkRestorable(manifest, target);
  const question =
    `${describeTarget(target)} mit der Sicherung vom ${manifest.createdAt} ` +
    `(${total(manifest.tables)} Zeilen) überschreiben? [y/N] `;
  if (!values.yes && !(await confirmed(io, question))) {
    note(io, 'Abgebrochen: nichts verändert.');
    return EXIT.failed;
  }
  const counts = await restoreBackup(folder, manifest, target);
  const width = Math.max(...Object.keys(counts).map((table) => table.length));
  for (const [table, n] of Object.entries(counts)) say(io, `${table.padEnd(width)}  ${n}`);
  const differ = Object.keys(counts).filter((table) => counts[table] !== manifest.tables[table]);
  if (differ.length > 0) {
    note(io, `Zeilenzahl weicht vom Manifest ab: ${differ.join(', ')}`);
    return EXIT.failed;
  }
  note(io, `Zurückgespielt: ${folder} nach ${describeTarget(target)}, ${total(counts)} Zeilen.`);
  if (await isOlderSchema(manifest)) {
    note(io, 'Älteres Schema: die API migriert es beim nächsten Start auf den Stand des Codes.');
  }
  return EXIT.ok;
}

/** Runs `backup` or `restore`; resolves to the exit code. */
export async function runBackupCli(argv: string[], io: BackupCliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'backup') {
      await backup(rest, io);
      return EXIT.ok;
    }
    if (command === 'restore') return await restore(rest, io);
    note(io, USAGE);
    return command === '--help' ? EXIT.ok : EXIT.usage;
  } catch (err) {
    if (err instanceof UsageError && !err.withUsage) {
      note(io, err.message);
      return EXIT.usage;
    }
    if (
      err instanceof UsageError ||
      (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      note(io, `${messageOf(err)}\n\n${USAGE}`);
      return EXIT.usage;
    }
    note(io, err instanceof BackupRefused ? err.message : `Fehlgeschlagen: ${messageOf(err)}`);
    return EXIT.failed;
  }
}
