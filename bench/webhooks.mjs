// Leads to webhooks, measured (issue 37): the API build (api/dist/server.js)
// on a throwaway SQLite file, leads POSTed open-loop at RATE per second for
// DURATION seconds, twice — routing off (no destination) and routing on (a
// webhook to a local receiver and a sales mail into a throwaway outbox
// folder). Reports the p95 from each lead's 201 to the receiver's first
// request for it, the lead POST's p50/p95 in both runs, and the share of
// stored leads that carry the attribution they were sent with. Part of
// `npm run bench` (runWebhookBench); alone:
//   node bench/webhooks.mjs [--rate 50] [--duration 60]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';

const ROOT = path.resolve(import.meta.dirname, '..');

/** What each bench lead says brought it: the stored lead must carry it. */
const ATTRIBUTION = {
  lastTouch: { source: 'bench', medium: 'email', campaign: 'webhook-bench' },
  formPath: '/es_ES/hellocash/hellopayment',
};

const percentile = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** The receiver: the arrival time of each lead's first request. */
async function startReceiver() {
  const firstSeen = new Map();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const id = JSON.parse(body).data?.id;
      if (id && !firstSeen.has(id)) firstSeen.set(id, performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { firstSeen, url: `http://127.0.0.1:${server.address().port}/hooks`, server };
}

async function startApi(dir) {
  const child = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SQLITE_FILE: path.join(dir, 'bench.sqlite'),
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      RATE_LIMIT_MAX: '1000000',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`api exited (${code})`)));
    child.stdout.on('data', (chunk) => {
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
  });
  child.removeAllListeners('exit');
  return { child, base: `http://127.0.0.1:${port}` };
}

function addDestinations(file, url) {
  const db = new Database(file);
  const now = new Date(Date.now() - 1000).toISOString().replace('T', ' ').replace('Z', '');
  const insert = db.prepare(
    `insert into routing_destinations (id, kind, url, email, language, events, lead_types, countries, products, secret, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, '[]', '[]', '[]', ?, ?, ?)`,
  );
  const secret = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
  insert.run(randomUUID(), 'webhook', url, null, null, '["lead.created"]', secret, now, now);
  insert.run(randomUUID(), 'email', null, 'vertrieb@example.es', 'es', '[]', null, now, now);
  db.close();
}

/** Leads at `rate` per second for `duration` seconds; each lead's 201 time and its POST's duration. */
async function load(base, { rate, duration }) {
  const answered = new Map();
  const durations = [];
  const sends = [];
  const started = performance.now();
  for (let i = 0; i < rate * duration; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    sends.push(
      fetch(`${base}/api/payment-leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench-${randomUUID().slice(0, 12)}@example.es`,
          provider: 'mollie',
          interestLevel: 'high',
          country: 'ES',
          language: 'es',
          attribution: ATTRIBUTION,
        }),
      }).then(async (res) => {
        const at = performance.now();
        const { id } = await res.json();
        if (res.status === 201) answered.set(id, at);
        durations.push(at - sent);
      }),
    );
  }
  await Promise.all(sends);
  return { answered, durations };
}

/** Stored leads, and those that carry the campaign they were sent with. */
function attributed(file) {
  const db = new Database(file, { readonly: true });
  const count = (where) => db.prepare(`select count(*) as n from payment_leads ${where}`).get().n;
  const result = {
    stored: count(''),
    attributed: count("where last_utm_campaign = 'webhook-bench'"),
  };
  db.close();
  return result;
}

async function run(routing, options) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-webhooks-'));
  const receiver = await startReceiver();
  const api = await startApi(dir);
  try {
    if (routing) addDestinations(path.join(dir, 'bench.sqlite'), receiver.url);
    const { answered, durations } = await load(api.base, options);
    const deadline = Date.now() + 30_000;
    while (routing && receiver.firstSeen.size < answered.size && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const delays = [...answered].flatMap(([id, at]) =>
      receiver.firstSeen.has(id) ? [receiver.firstSeen.get(id) - at] : [],
    );
    return {
      leads: answered.size,
      received: receiver.firstSeen.size,
      durations,
      delays,
      ...attributed(path.join(dir, 'bench.sqlite')),
    };
  } finally {
    const exited = new Promise((resolve) => api.child.once('exit', resolve));
    api.child.kill('SIGTERM');
    await exited;
    receiver.server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (value) => `${value.toFixed(1)} ms`;
const postLine = (name, { durations }) =>
  `| ${name} | ${ms(percentile(durations, 50))} | ${ms(percentile(durations, 95))} |`;

/**
 * Both runs, one after the other, as a markdown section: the POST's latency
 * with routing off and on (the issue allows +10% p95), the delay to the
 * receiver (≤ 5 s p95, target ≤ 1 s), the leads' attribution (100%).
 */
export async function runWebhookBench({ rate = 50, duration = 60, log = () => {} } = {}) {
  log(`webhooks: leads at ${rate}/s for ${duration} s, routing off`);
  const off = await run(false, { rate, duration });
  log(`webhooks: routing on`);
  const on = await run(true, { rate, duration });
  const share = (run) => `${((100 * run.attributed) / Math.max(1, run.stored)).toFixed(1)}%`;
  return [
    `## Leads to webhooks (${rate} leads/s for ${duration} s, SQLite, one API process)`,
    '',
    '| lead POST | p50 | p95 |',
    '|---|---|---|',
    postLine('routing off', off),
    postLine('routing on', on),
    '',
    `201 → receiver's first request: p50 ${ms(percentile(on.delays, 50))}, p95 ${ms(percentile(on.delays, 95))}, max ${ms(Math.max(...on.delays))} (${on.received}/${on.leads} received).`,
    `Leads carrying the attribution they were sent with: ${share(off)} (off), ${share(on)} (on) of ${off.stored} and ${on.stored} stored.`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      rate: { type: 'string', default: '50' },
      duration: { type: 'string', default: '60' },
    },
  });
  console.log(
    await runWebhookBench({ rate: Number(values.rate), duration: Number(values.duration) }),
  );
  process.exit(0);
}
