import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createDb, mysqlConfig, sqliteConfig, type Db } from '../src/db/connection';
import { prepareDatabase } from '../src/db/migrate';
import { freePort } from '../test/support/free-port';
import { createMember } from '../test/support/console';
import { insertLeadRows } from '../test/support/lead-rows';
import { adminMysqlUrl, quiet, testDbKind } from '../test/support/test-db';

/**
 * The console's budgets, measured (bench/console-api.mjs runs this on SQLite
 * and MariaDB; it is not part of the test suite). The API build runs as its
 * own process, as in production, on a database with 100,000 generated leads;
 * this process is only the client. Writes its figures as JSON to BENCH_OUT.
 */
jest.setTimeout(600_000);
const TOTAL = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const ORIGIN = 'http://127.0.0.1';
const root = path.resolve(__dirname, '../..');

interface Database {
  db: Db;
  env: Record<string, string>;
  destroy: () => Promise<void>;
}

async function database(): Promise<Database> {
  if (testDbKind() === 'sqlite') {
    const file = path.join(os.tmpdir(), `hello-bench-${randomUUID()}.sqlite`);
    const db = createDb(sqliteConfig(file), quiet);
    return {
      db,
      env: { SQLITE_FILE: file },
      destroy: async () => {
        await db.destroy();
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
      },
    };
  }
  const admin = createDb(mysqlConfig(adminMysqlUrl()), quiet);
  const name = `hello_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(adminMysqlUrl());
  url.pathname = `/${name}`;
  const db = createDb(mysqlConfig(url.toString()), quiet);
  return {
    db,
    env: { DATABASE_URL: url.toString() },
    destroy: async () => {
      await db.destroy();
      await admin.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.destroy();
    },
  };
}

function get(port: number, pathAndQuery: string, cookie: string, onData?: (chunk: Buffer) => void) {
  return new Promise<{ status: number; body: string; ms: number; bytes: number }>(
    (resolve, reject) => {
      const started = performance.now();
      http
        .get(
          { host: '127.0.0.1', port, path: pathAndQuery, headers: { Cookie: cookie } },
          (res) => {
            const chunks: Buffer[] = [];
            let bytes = 0;
            res.on('data', (chunk: Buffer) => {
              bytes += chunk.length;
              if (onData) onData(chunk);
              else chunks.push(chunk);
            });
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                body: Buffer.concat(chunks).toString(),
                ms: performance.now() - started,
                bytes,
              }),
            );
            res.on('error', reject);
          },
        )
        .on('error', reject);
    },
  );
}

/** Resident memory of a process, from /proc (Linux), in MB. */
const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) / 1024;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

it(`measures the leads desk with ${TOTAL} rows`, async () => {
  const target = await database();
  let api: ChildProcess | undefined;
  try {
    await prepareDatabase(target.db);
    const insertStarted = performance.now();
    await insertLeadRows(target.db, { total: TOTAL, now: new Date() });
    const insertSeconds = (performance.now() - insertStarted) / 1000;
    const member = await createMember(target.db, 'sales');

    const port = await freePort();
    api = spawn(process.execPath, ['api/dist/server.js'], {
      cwd: root,
      env: {
        ...process.env,
        ...target.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        ADMIN_COOKIE_SECURE: 'false',
        PUBLIC_ORIGIN: `${ORIGIN}:${port}`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; ; i += 1) {
      try {
        if ((await fetch(`${ORIGIN}:${port}/readyz`)).ok) break;
      } catch {
        if (i > 200) throw new Error('the API did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const signIn = await fetch(`${ORIGIN}:${port}/api/admin/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: `${ORIGIN}:${port}` },
      body: JSON.stringify({ username: member.username, password: member.password }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(signIn.status).toBe(200);

    const first = JSON.parse((await get(port, '/api/admin/leads?limit=50', cookie)).body);
    let deepCursor = first.nextCursor as string;
    for (let page = 0; page < 100; page += 1) {
      deepCursor = JSON.parse(
        (await get(port, `/api/admin/leads?limit=50&cursor=${deepCursor}`, cookie)).body,
      ).nextCursor;
    }
    const filters: [string, string][] = [
      ['no filter', ''],
      ['page 101 (cursor)', `cursor=${deepCursor}`],
      ['type=payment', 'type=payment'],
      ['country=ES', 'country=ES'],
      [
        'date range (2 months)',
        `from=${new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10)}`,
      ],
      ['status=gewonnen&provider=adyen', 'status=gewonnen&provider=adyen'],
      ['interest=low&country=FR', 'interest=low&country=FR'],
      ['search q=beispiel-7.de', 'q=beispiel-7.de'],
      ['sort=email asc', 'sort=email&order=asc'],
      ['type=feedback&country=DE&sort=date asc', 'type=feedback&country=DE&order=asc'],
    ];
    const list = [];
    for (const [name, query] of filters) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS + 3; i += 1) {
        const res = await get(port, `/api/admin/leads?limit=50&${query}`, cookie);
        expect(res.status).toBe(200);
        total = JSON.parse(res.body).total;
        if (i >= 3) times.push(res.ms); // three warm-up requests
      }
      list.push({ name, total, p50: percentile(times, 50), p95: percentile(times, 95) });
    }

    const before = rssMb(api.pid!);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(api!.pid!));
    }, 20);
    let lines = 0;
    const exported = await get(port, '/api/admin/leads/export.csv', cookie, (chunk) => {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
    });
    clearInterval(sampler);
    expect(exported.status).toBe(200);
    expect(lines).toBe(TOTAL + 1);

    const result = {
      database: testDbKind(),
      rows: TOTAL,
      insertSeconds,
      runsPerFilter: RUNS,
      list,
      export: {
        seconds: exported.ms / 1000,
        megabytes: exported.bytes / 1024 / 1024,
        rows: lines - 1,
        rssBeforeMb: before,
        rssPeakMb: peak,
      },
    };
    if (process.env.BENCH_OUT) {
      fs.writeFileSync(
        `${process.env.BENCH_OUT}.${testDbKind()}.json`,
        JSON.stringify(result, null, 2),
      );
    }
    console.info(JSON.stringify(result, null, 2));
  } finally {
    api?.kill('SIGTERM');
    await target.destroy();
  }
});
