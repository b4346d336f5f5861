import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import request from 'supertest';
import { createApp } from '../src/app';
import { manifestSchema, writeChecksums, type Manifest } from '../src/backup/manifest';
import { rowCounts, tableNames } from '../src/backup/tables';
import { runBackupCli, type BackupCliIo } from '../src/cli/backup';
import { createDb, isMysql, knexConfigFromEnv, type Db } from '../src/db/connection';
import { toDbTimestamp } from '../src/data/rows';
import {
  createMember,
  MINUTE,
  setupConsoleApp,
  signedIn,
  signInCookie,
  SITE_ORIGIN,
} from './support/console';
import { cliOutput } from './support/cli-output';
import { insertLeadRows } from './support/lead-rows';
import { quiet } from './support/test-db';

/**
 * Issue 39 §4, rehearsed: a database with leads, consents, a content edit and
 * staff is backed up while leads keep coming in, wiped, and restored with
 * `npm run restore`'s code: every row of the backup's moment is back, a
 * signed-in member's session still works (and expires as it would have), and
 * the app serves on the restored database. A changed file, a newer schema and
 * a restore without confirmation are refused without touching the database.
 */
jest.setTimeout(120_000);
const ctx = setupConsoleApp({ responseCache: { ttlSeconds: 0 } });
const ebookId = '10000000-0000-4000-8000-000000000002';
let dir: string;
let cookie: string;
let faqId: string;
let restoredDb: Db | undefined;

async function cli(argv: string[], io: Partial<BackupCliIo> = {}) {
  const output = cliOutput();
  const code = await runBackupCli(argv, {
    env: { ...ctx.testDb.env, BACKUP_DIR: dir },
    stdin: new PassThrough(),
    stdout: output.stdout,
    stderr: output.stderr,
    ...io,
  });
  return output.result(code);
}

const leadRow = () => ({
  id: randomUUID(),
  visitor_id: randomUUID(),
  created_at: toDbTimestamp(new Date()),
  email: `waehrend-${randomUUID().slice(0, 8)}@beispiel.de`,
  newsletter_opt_in: false,
  ebook_category: 'Facebook',
  ebook_id: null,
  country: 'DE',
  language: 'de',
});

/** Drops every table, as a lost database would be. */
async function wipe(db: Db): Promise<void> {
  if (isMysql(db)) {
    await db.transaction(async (trx) => {
      await trx.raw('SET FOREIGN_KEY_CHECKS = 0');
      for (const table of await tableNames(trx)) await trx.schema.dropTable(table);
      await trx.raw('SET FOREIGN_KEY_CHECKS = 1');
    });
  } else {
    // One connection in SQLite's pool: the pragma holds for the drops (not inside a transaction).
    await db.raw('PRAGMA foreign_keys = OFF');
    for (const table of await tableNames(db)) await db.schema.dropTable(table);
    await db.raw('PRAGMA foreign_keys = ON');
  }
}

/** Rows whose content is compared before the wipe and after the restore. */
const samples = async (db: Db, leadIds: string[]) => ({
  leads: await db('email_captures').whereIn('id', leadIds).orderBy('id'),
  consents: await db('consent_log').orderBy('id'),
  faq: await db('faqs').where({ id: faqId }).first(),
  staff: await db('users').orderBy('id'),
  sessions: await db('staff_sessions').orderBy('sid_hash'),
});

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hello-backups-'));
  await insertLeadRows(ctx.db, { total: 3_000, now: ctx.clock.now() });
  const editor = await createMember(ctx.db, 'editor', { clock: ctx.clock });
  await createMember(ctx.db, 'sales', { clock: ctx.clock });
  const agent = await signedIn(ctx.app, editor);
  cookie = await signInCookie(ctx.app, editor);
  const faq = await agent.post('/api/admin/faqs').send({
    country: 'ES',
    language: 'es',
    category: 'copias',
    question: '¿Hay copias de seguridad?',
    answer: 'Sí, cada noche.',
  });
  expect(faq.status).toBe(201);
  faqId = faq.body.id;
  for (const email of ['ana@example.es', 'ben@example.de']) {
    const res = await request(ctx.app)
      .post('/api/email/capture')
      .send({ visitorId: randomUUID(), email, ebookCategory: 'Facebook', ebookId });
    expect(res.status).toBe(201);
  }
  const consent = await request(ctx.app)
    .post('/api/consent')
    .send({
      consentId: randomUUID(),
      categories: { statistics: true, marketing: false },
      revision: '0123456789abcdef',
      action: 'save-selection',
      language: 'es',
      country: 'ES',
    });
  expect(consent.status).toBe(201);
});

afterAll(async () => {
  await restoredDb?.destroy();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore', () => {
  let folder: string;
  let manifest: Manifest;

  it('backs up while leads keep coming in, and restores every row of that moment', async () => {
    const inserted: string[] = [];
    let writing = true;
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const writer = (async () => {
      while (writing) {
        const row = leadRow();
        await ctx.db('email_captures').insert(row);
        inserted.push(row.id);
        if (inserted.length === 5) started();
        // Writes arrive as requests do, between other work: better-sqlite3's
        // insert settles without leaving the microtask queue, which would starve the backup.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.race([running, writer]);
    const beforeBackup = [...inserted];

    const backup = await cli(['backup']);
    const duringBackup = inserted.length - beforeBackup.length;
    writing = false;
    await writer;
    expect(backup).toMatchObject({ code: 0 });
    expect(duringBackup).toBeGreaterThan(0);
    folder = backup.stdout.trim();
    expect(path.dirname(folder)).toBe(dir);
    expect((await fs.readdir(folder)).sort()).toEqual(
      [
        'SHA256SUMS',
        'manifest.json',
        ctx.testDb.kind === 'sqlite' ? 'data.sqlite.gz' : 'dump.sql.gz',
      ].sort(),
    );
    manifest = manifestSchema.parse(
      JSON.parse(await fs.readFile(path.join(folder, 'manifest.json'), 'utf8')),
    );
    expect(manifest.database).toBe(ctx.testDb.kind === 'sqlite' ? 'sqlite' : 'mysql');
    expect(manifest.schemaVersion).toBe(
      (await ctx.db('knex_migrations').orderBy('id', 'desc').first()).name,
    );

    // Nothing but leads was written during the backup: every other table as it is now.
    const live = await rowCounts(ctx.db);
    expect(Object.keys(manifest.tables)).toEqual(Object.keys(live));
    expect({ ...manifest.tables, email_captures: 0 }).toEqual({ ...live, email_captures: 0 });
    expect(manifest.tables.email_captures).toBeGreaterThanOrEqual(
      live.email_captures! - inserted.length + beforeBackup.length,
    );
    expect(manifest.tables.email_captures).toBeLessThan(live.email_captures!);
    expect(manifest.tables.users).toBeGreaterThanOrEqual(2);
    expect(manifest.tables.consent_log).toBe(1);
    const before = await samples(ctx.db, beforeBackup.slice(0, 3));

    await wipe(ctx.db);
    expect(await tableNames(ctx.db)).toEqual([]);

    const restored = await cli(['restore', folder, '--yes']);
    expect(restored.stderr).toContain('Zurückgespielt');
    expect(restored.code).toBe(0);
    for (const [table, n] of Object.entries(manifest.tables))
      expect(restored.stdout).toMatch(new RegExp(`^${table} +${n}$`, 'm'));
    expect(await rowCounts(ctx.db)).toEqual(manifest.tables);
    expect(await samples(ctx.db, beforeBackup.slice(0, 3))).toEqual(before);
    const restoredIds = new Set(
      (await ctx.db('email_captures').whereIn('id', inserted).select('id')).map((row) => row.id),
    );
    expect(beforeBackup.filter((id) => !restoredIds.has(id))).toEqual([]);
  });

  it('serves on the restored database; the staff session holds, then expires as it would have', async () => {
    restoredDb = createDb(knexConfigFromEnv(ctx.testDb.env), quiet);
    const app = createApp({
      db: restoredDb,
      rateLimit: false,
      admin: { clock: ctx.clock.now, allowedOrigins: [SITE_ORIGIN] },
    });
    expect((await request(app).get('/readyz')).status).toBe(200);
    const faqs = await request(app).get('/api/faqs?country=ES&language=es&category=copias');
    expect(faqs.status).toBe(200);
    expect(faqs.body.map((faq: { question: string }) => faq.question)).toEqual([
      '¿Hay copias de seguridad?',
    ]);
    const lead = await request(app).post('/api/email/capture').send({
      visitorId: randomUUID(),
      email: 'nach@restore.de',
      ebookCategory: 'TikTok',
      ebookId,
    });
    expect(lead.status).toBe(201);

    const session = await request(app).get('/api/admin/session').set('Cookie', cookie);
    expect(session.status).toBe(200);
    expect(session.body.user.role).toBe('editor');
    ctx.clock.advance(31 * MINUTE);
    expect((await request(app).get('/api/admin/session').set('Cookie', cookie)).status).toBe(401);
  });

  describe('refuses, and leaves the database as it is', () => {
    const marker = 'unberuehrt@restore.de';
    const copyOf = async (name: string) => {
      const copy = path.join(dir, name);
      await fs.cp(folder, copy, { recursive: true });
      return copy;
    };
    const untouched = async () =>
      expect(await ctx.db('email_captures').where({ email: marker })).toHaveLength(1);

    beforeAll(async () => {
      await ctx.db('email_captures').insert({ ...leadRow(), email: marker });
    });

    it('a changed file (checksum)', async () => {
      const copy = await copyOf('verändert');
      const data = (await fs.readdir(copy)).find((file) => file.endsWith('.gz'))!;
      const bytes = await fs.readFile(path.join(copy, data));
      const middle = bytes.length >> 1;
      bytes[middle] = bytes[middle]! ^ 0xff;
      await fs.writeFile(path.join(copy, data), bytes);
      const res = await cli(['restore', copy, '--yes']);
      expect(res).toMatchObject({ code: 1, stdout: '' });
      expect(res.stderr).toBe(
        `Prüfsumme falsch: ${data} in ${copy} wurde verändert oder ist beschädigt\n`,
      );
      await untouched();
    });

    it('a backup of a newer schema than the code knows', async () => {
      const copy = await copyOf('neuer');
      const newer = { ...manifest, schemaVersion: '20991231_0099_from_the_future' };
      await fs.writeFile(path.join(copy, 'manifest.json'), JSON.stringify(newer));
      await writeChecksums(copy, [
        ...(await fs.readdir(copy)).filter((file) => file.endsWith('.gz')),
        'manifest.json',
      ]);
      const res = await cli(['restore', copy, '--yes']);
      expect(res.code).toBe(1);
      expect(res.stderr).toContain('neueres Schema (20991231_0099_from_the_future)');
      await untouched();
    });

    it('a missing backup', async () => {
      const res = await cli(['restore', path.join(dir, 'gibt-es-nicht'), '--yes']);
      expect(res).toMatchObject({ code: 1 });
      expect(res.stderr).toContain('Sicherung nicht gefunden');
      await untouched();
    });

    it('without --yes and no terminal to ask in; in a terminal, unless the answer is yes', async () => {
      const headless = await cli(['restore', folder]);
      expect(headless.code).toBe(2);
      expect(headless.stderr).toContain('Kein Terminal für die Rückfrage: mit --yes bestätigen');
      await untouched();

      const questions: string[] = [];
      const declined = await cli(['restore', folder], {
        stdin: Object.assign(new PassThrough(), { isTTY: true }),
        ask: async (question) => {
          questions.push(question);
          return 'n';
        },
      });
      expect(declined).toMatchObject({ code: 1, stderr: 'Abgebrochen: nichts verändert.\n' });
      expect(questions[0]).toMatch(/mit der Sicherung vom .* überschreiben\? \[y\/N\] $/);
      await untouched();
    });
  });

  it('--keep n removes all but the newest n backups', async () => {
    const first = await cli(['backup']);
    const second = await cli(['backup', '--keep', '2']);
    expect(second.code).toBe(0);
    const kept = (await fs.readdir(dir)).filter((name) => name.startsWith('hello-'));
    expect(kept.sort()).toEqual(
      [path.basename(first.stdout.trim()), path.basename(second.stdout.trim())].sort(),
    );
    expect(second.stderr).toContain(`Entfernt: ${folder}`);
  });
});
