// The API part of the bench alone (no build of the site, no Lighthouse): starts
// the API build (api/dist/server.js) on a throwaway SQLite file, as
// scripts/start.mjs does, and compares every ENDPOINTS list with a bare Express
// handler (api-throughput.mjs). `--capture <mysql-url>` also loads
// POST /api/email/capture against that MariaDB/MySQL database and checks that
// every acknowledged row is stored.
//   node bench/api-only.mjs [--duration 5] [--capture mysql://root@127.0.0.1:3306/test]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { measureApi } from './api-throughput.mjs';
import { LOAD } from './config.mjs';
import { freePortPair } from './site.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { duration: { type: 'string', default: '5' }, capture: { type: 'string' } },
});
const durationSeconds = Number(values.duration);

/** The API build on its own port; DATABASE_URL or a throwaway SQLite file. */
async function startApi(env) {
  const port = await freePortPair(4700);
  const child = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume(); // the request log, read and dropped as a terminal would
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      if (i > 300) throw new Error('API did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

const fmt = (r) =>
  `${Math.round(r.rps)} req/s, p99 ${r.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`;

const sqlite = path.join(os.tmpdir(), `hello-api-bench-${process.pid}.sqlite`);
const api = await startApi({ SQLITE_FILE: sqlite });
try {
  const results = await measureApi(api.origin, { durationSeconds, log: console.log });
  for (const r of results) {
    console.log(`${r.path} (${r.bodyBytes} B)`);
    console.log(`  API  ${fmt(r.api)}`);
    console.log(`  bare ${fmt(r.bare)}`);
    console.log(`  API / bare ${(r.ratio * 100).toFixed(1)}%`);
  }
} finally {
  await api.stop();
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(sqlite + suffix, { force: true });
}

if (values.capture) {
  // No rate limit in the way: one client sends everything.
  const lead = await startApi({ DATABASE_URL: values.capture, RATE_LIMIT_MAX: '100000000' });
  const run = randomUUID().slice(0, 8);
  let sent = 0;
  try {
    const result = await autocannon({
      url: `${lead.origin}/api/email/capture`,
      connections: LOAD.connections,
      duration: durationSeconds,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              visitorId: randomUUID(),
              email: `bench-${run}-${sent++}@example.de`,
              ebookCategory: 'Facebook',
              newsletterOptIn: false,
            }),
          }),
        },
      ],
    });
    const { default: knex } = await import('knex');
    const db = knex({ client: 'mysql2', connection: values.capture });
    const [{ n }] = await db('email_captures')
      .where('email', 'like', `bench-${run}-%`)
      .count({ n: '*' });
    await db.destroy();
    console.log(`POST /api/email/capture on ${new URL(values.capture).host}`);
    console.log(
      `  ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ` +
        `2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}, ` +
        `rows stored ${n}`,
    );
  } finally {
    await lead.stop();
  }
}
