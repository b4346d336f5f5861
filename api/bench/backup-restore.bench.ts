import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rowCounts } from '../src/backup/tables';
import { freePort } from '../test/support/free-port';
import { insertLeadRows } from '../test/support/lead-rows';
import { createTestDb } from '../test/support/test-db';

/**
 * The recovery time, measured (not part of the test suite): a database with
 * 100,000 generated leads is backed up and restored by the built command line
 * (api/dist/backup.js, as in production), then the built API is started on
 * it until /readyz answers. Restore + start is the RTO. Run after
 * `npx rspack build -c api/rspack.config.mjs`, on each database:
 *   npx jest --selectProjects api-sqlite --roots '<rootDir>/api' \
 *     --testMatch '<rootDir>/api/bench/backup-restore.bench.ts' --runInBand
 * (api-mariadb for MariaDB). Prints its figures as JSON (and to BENCH_OUT).
 */
jest.setTimeout(900_000);
const TOTAL = Number(process.env.BENCH_LEADS ?? 100_000);
const root = path.resolve(__dirname, '../..');

const seconds = (started: number) => Math.round(performance.now() - started) / 1000;

function cli(args: string[], env: Record<string, string>) {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['api/dist/backup.js', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`backup.js ${args[0]}: ${run.stderr}`);
  return { seconds: seconds(started), stdout: run.stdout };
}

/** From spawning the built API to its first ready answer (migrations, seeds, listen). */
async function startSeconds(env: Record<string, string>): Promise<number> {
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const started = performance.now();
  const api = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; i < 600; i += 1) {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) return seconds(started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the API did not become ready');
  } finally {
    api.kill();
  }
}

it(`backs up and restores ${TOTAL} leads`, async () => {
  const testDb = await createTestDb();
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hello-backup-bench-'));
  try {
    await insertLeadRows(testDb.db, { total: TOTAL, now: new Date() });
    const env = { ...testDb.env, BACKUP_DIR: backupDir };
    const backup = cli(['backup'], env);
    const folder = backup.stdout.trim();
    const megabytes = fs
      .readdirSync(folder)
      .reduce((sum, file) => sum + fs.statSync(path.join(folder, file)).size / 1e6, 0);
    const restore = cli(['restore', folder, '--yes'], env);
    const start = await startSeconds(testDb.env);
    const counts = await rowCounts(testDb.db);
    const leads = counts.email_captures! + counts.payment_leads! + counts.customer_feedback!;
    const result = {
      database: testDb.kind,
      leads,
      backupSeconds: backup.seconds,
      backupMegabytes: Math.round(megabytes * 10) / 10,
      restoreSeconds: restore.seconds,
      startSeconds: start,
      rtoSeconds: Math.round((restore.seconds + start) * 10) / 10,
    };
    console.log(JSON.stringify(result));
    if (process.env.BENCH_OUT) {
      fs.writeFileSync(`${process.env.BENCH_OUT}.${testDb.kind}.json`, JSON.stringify(result));
    }
    expect(leads).toBeGreaterThanOrEqual(TOTAL);
  } finally {
    fs.rmSync(backupDir, { recursive: true, force: true });
    await testDb.destroy();
  }
});
