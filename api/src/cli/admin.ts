import { parseArgs } from 'node:util';
import { read } from 'read';
import { newPasswordSchema, staffRoleSchema, usernameSchema, type StaffUser } from 'contracts';
import type { z } from 'zod';
import { adminConfigFromEnv } from '../config';
import { createDb, knexConfigFromEnv, type Db } from '../db/connection';
import { migrate } from '../db/migrate';
import { HttpError, NotFoundError } from '../errors';
import { createLogger } from '../logger';
import { createServices, type Services } from '../services';
import type { Actor } from '../services/console/actor';

/**
 * `npm run admin -- <command>`: staff accounts and the retention run from the
 * command line, where the first admin comes from (no account is seeded).
 * Exit codes: 0 done, 1 refused or failed (a taken name, an unknown member,
 * the database), 2 wrong usage or invalid input.
 */
export const USAGE = `Verwendung: npm run admin -- <Befehl> [Optionen]

Befehle:
  create-user --username <name> --role admin|editor|sales   Mitarbeiter:in anlegen
  reset-password --username <name>                          neues Passwort (beendet alle Sitzungen)
  disable-user --username <name>                            deaktivieren (beendet alle Sitzungen)
  enable-user --username <name>                             wieder aktivieren
  apply-retention                                           Aufbewahrungsfristen jetzt anwenden
                                                            (die API tut es sonst täglich)

Das Passwort kommt aus der Umgebungsvariable ADMIN_PASSWORD oder wird im
Terminal ohne Anzeige abgefragt: mindestens 12 Zeichen, kein verbreitetes
Passwort, nicht der Benutzername.
Datenbank: DATABASE_URL (MySQL/MariaDB), sonst SQLITE_FILE (Standard api/data/hello.sqlite).
`;

export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** Asks for a password without echo; defaults to the terminal (tests pass their own). */
  askPassword?: (prompt: string) => Promise<string>;
}

/** An error's message, also for errors of another realm (instanceof Error fails across them). */
export const messageOf = (err: unknown): string =>
  typeof (err as { message?: unknown })?.message === 'string'
    ? (err as { message: string }).message
    : String(err);

/** Wrong usage or invalid input: exit 2 with the message. */
class UsageError extends Error {}

const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

function valid<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(result.error.issues[0]?.message ?? `${what} ungültig`);
  return result.data;
}

async function askTwice(io: CliIo): Promise<string> {
  const ask =
    io.askPassword ??
    (async (prompt: string) => {
      const answer = await read({
        prompt,
        silent: true,
        replace: '',
        input: io.stdin,
        output: io.stderr,
      });
      io.stderr.write('\n'); // the hidden answer left the cursor on the prompt's line
      return String(answer);
    });
  const first = await ask('Passwort: ');
  const second = await ask('Passwort wiederholen: ');
  if (first !== second) throw new UsageError('Die Passwörter stimmen nicht überein');
  return first;
}

/** ADMIN_PASSWORD, or asked in a terminal; with neither, there is nothing to read. */
async function newPassword(io: CliIo): Promise<string> {
  const password = io.env.ADMIN_PASSWORD ?? (io.stdin.isTTY ? await askTwice(io) : undefined);
  if (password === undefined) {
    throw new UsageError(
      'Kein Passwort: ADMIN_PASSWORD setzen oder den Befehl in einem Terminal ausführen',
    );
  }
  return valid(newPasswordSchema, password, 'Passwort');
}

const describe = (user: StaffUser) => `'${user.username}' (${user.role})`;

type Command = (args: {
  services: Services;
  actor: Actor;
  options: { username?: string; role?: string };
  io: CliIo;
  say: (line: string) => void;
}) => Promise<void>;

async function member(services: Services, username: string | undefined): Promise<StaffUser> {
  const name = valid(usernameSchema, username ?? '', 'Benutzername');
  const user = await services.admin.staff.findByUsername(name);
  if (!user) throw new NotFoundError(`Benutzer '${name}' nicht gefunden`);
  return user;
}

const commands: Record<string, Command> = {
  'create-user': async ({ services, actor, options, io, say }) => {
    const username = valid(usernameSchema, options.username ?? '', 'Benutzername');
    const role = valid(staffRoleSchema, options.role ?? '', 'Rolle');
    const password = await newPassword(io);
    say(
      `Angelegt: ${describe(await services.admin.staff.create(actor, { username, role, password }))}`,
    );
  },
  'reset-password': async ({ services, actor, options, io, say }) => {
    const user = await member(services, options.username);
    await services.admin.staff.resetPassword(actor, user.id, await newPassword(io));
    say(`Neues Passwort für ${describe(user)} gesetzt; alle Sitzungen beendet.`);
  },
  'disable-user': async ({ services, actor, options, say }) => {
    const user = await member(services, options.username);
    await services.admin.staff.setActive(actor, user.id, false);
    say(`Deaktiviert: ${describe(user)}; alle Sitzungen beendet.`);
  },
  'enable-user': async ({ services, actor, options, say }) => {
    const user = await member(services, options.username);
    await services.admin.staff.setActive(actor, user.id, true);
    say(`Aktiviert: ${describe(user)}`);
  },
  'apply-retention': async ({ services, actor, say }) => {
    const result = await services.admin.retention.apply(actor);
    say(
      `Gelöscht: ${result.emailCaptures} E-Mail-Erfassungen, ${result.paymentLeads} Voranmeldungen, ` +
        `${result.feedback} Feedbacks, ${result.contactRequests} Beratungsanfragen, ` +
        `${result.newsletterSubscriptions} Newsletter-Anmeldungen; ` +
        `${result.expiredSessions} abgelaufene Sitzungen.`,
    );
  },
};

/** Runs one command; resolves to the exit code. `db` for tests; otherwise from the environment. */
export async function runAdminCli(argv: string[], io: CliIo, given?: { db: Db }): Promise<number> {
  const say = (line: string) => io.stdout.write(`${line}\n`);
  const complain = (line: string) => io.stderr.write(`${line}\n`);
  const [name, ...rest] = argv;
  if (name === '--help' || name === '-h' || name === 'help') {
    say(USAGE);
    return EXIT.ok;
  }
  const command = name ? commands[name] : undefined;
  if (!command) {
    complain(name ? `Unbekannter Befehl '${name}'\n\n${USAGE}` : USAGE);
    return EXIT.usage;
  }

  let options: { username?: string; role?: string };
  try {
    options = parseArgs({
      args: rest,
      options: { username: { type: 'string' }, role: { type: 'string' } },
      strict: true,
    }).values;
  } catch (err) {
    complain(`Ungültiger Aufruf: ${messageOf(err)}\n\n${USAGE}`);
    return EXIT.usage;
  }

  const logger = createLogger({ ...io.env, LOG_LEVEL: io.env.LOG_LEVEL ?? 'warn' });
  let db: Db | undefined;
  try {
    const config = adminConfigFromEnv(io.env);
    db = given?.db ?? createDb(knexConfigFromEnv(io.env), logger);
    if (!given) await migrate(db);
    const services = createServices(
      db,
      { appSecret: config.appSecret, retention: config.retention },
      logger,
    );
    const actor: Actor = {
      kind: 'cli',
      name: `Kommandozeile (${io.env.USER ?? io.env.LOGNAME ?? 'unbekannt'})`,
    };
    await command({ services, actor, options, io, say });
    return EXIT.ok;
  } catch (err) {
    if (err instanceof UsageError) {
      complain(err.message);
      return EXIT.usage;
    }
    if (err instanceof HttpError) {
      complain(err.message);
      return err.status === 400 ? EXIT.usage : EXIT.failed;
    }
    complain(`Fehlgeschlagen: ${messageOf(err)}`);
    return EXIT.failed;
  } finally {
    if (db && !given) await db.destroy();
  }
}
