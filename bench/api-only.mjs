// The API part of the bench alone (no build of the site, no Lighthouse): starts
// the API build (api/dist/server.js) on a throwaway SQLite file, as
// scripts/start.mjs does, and compares every ENDPOINTS list with a bare Express
// handler (api-throughput.mjs). `--capture <mysql-url>` also loads
// POST /api/email/capture against that MariaDB/MySQL database and checks that
// every acknowledged row is stored.
//   node bench/api-only.mjs [--duration 5] [--capture mysql://root@127.0.0.1:3306/test [--capture-only]]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { measureApi } from './api-throughput.mjs';
import { LOAD } from './config.mjs';
import { freeSitePorts } from './site.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    capture: { type: 'string' },
    'capture-only': { type: 'boolean', default: false },
  },
});
const durationSeconds = Number(values.duration);

/** The API build on its own port; DATABASE_URL or a throwaway SQLite file. */
async function startApi(env) {
  const port = await freeSitePorts(4700);
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
const api = values['capture-only'] ? undefined : await startApi({ SQLITE_FILE: sqlite });
if (api)
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
  /** E-mails the API answered 201 for: each must be in the table. */
  const acknowledged = [];
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
          onResponse: (status, body) => {
            if (status === 201) acknowledged.push(JSON.parse(body).email);
          },
        },
      ],
    });
    const { default: knex } = await import('knex');
    const db = knex({ client: 'mysql2', connection: values.capture });
    let stored = 0;
    for (let i = 0; i < acknowledged.length; i += 1000) {
      const [{ n }] = await db('email_captures')
        .whereIn('email', acknowledged.slice(i, i + 1000))
        .count({ n: '*' });
      stored += Number(n);
    }
    await db.destroy();
    console.log(`POST /api/email/capture on ${new URL(values.capture).host}`);
    console.log(
      `  ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ` +
        `non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}, ` +
        `acknowledged ${acknowledged.length}, of them stored ${stored}`,
    );
  } finally {
    await lead.stop();
  }
}
