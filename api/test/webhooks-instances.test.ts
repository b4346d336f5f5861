import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../src/app';
import { createDb, knexConfigFromEnv, type Db } from '../src/db/connection';
import { routingOf, system, testWorker, verified } from './support/routing';
import { createTestDb, quiet, type TestDb } from './support/test-db';
import { WebhookReceiver } from './support/webhook-receiver';

/**
 * Several API instances, one database: each delivery is claimed and sent by
 * exactly one of them; and an instance killed (SIGKILL) after a lead's 201,
 * before its delivery, leaves the event to the next one started.
 */
jest.setTimeout(120_000);
let testDb: TestDb;
let second: Db;
const receiver = new WebhookReceiver();
let secret: string;

beforeAll(async () => {
  testDb = await createTestDb();
  // Another instance's own pool on the same database.
  second = createDb(knexConfigFromEnv(testDb.env), quiet);
  await receiver.open();
});
afterAll(async () => {
  await receiver.close();
  await second?.destroy();
  await testDb?.destroy();
});
beforeEach(async () => {
  receiver.received.length = 0;
  await testDb.db('routing_destinations').delete();
  ({ secret } = await routingOf(testDb.db).addWebhook(system, {
    url: receiver.url,
    events: ['lead.created'],
    rules: { leadTypes: [], countries: [], products: [] },
  }));
});

const lead = () => ({
  email: `laden-${randomUUID().slice(0, 8)}@example.es`,
  provider: 'mollie',
  interestLevel: 'high',
});

it('two worker instances on one database: no attempt sent twice', async () => {
  const app = createApp({ db: testDb.db, rateLimit: false });
  const ids = (
    await Promise.all(
      Array.from({ length: 100 }, () => request(app).post('/api/payment-leads').send(lead())),
    )
  ).map((res) => res.body.id as string);
  // Small batches: the two instances contend for the same rows round after round.
  const workers = [testWorker(testDb.db, { batchSize: 5 }), testWorker(second, { batchSize: 5 })];
  for (const worker of workers) worker.start();
  try {
    await receiver.waitFor(100);
    // Time for a second sending, had any delivery been claimed twice.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
  }
  expect(receiver.received).toHaveLength(100);
  expect([...receiver.deliveredIds().values()]).toEqual(Array(100).fill(1));
  expect(new Set(receiver.received.map((req) => verified(secret, req).data.id))).toEqual(
    new Set(ids),
  );
  const attempts = await testDb.db('delivery_attempts').count({ n: '*' });
  expect(Number(attempts[0]?.n)).toBe(100);
});

/** The API as a child process; resolves with its port once it listens. */
function startApi(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'support/api-child.cjs')], {
    env: { ...process.env, ...testDb.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`api exited early (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const port = /port (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

it('the API killed between the commit and the delivery: the event goes out after the restart', async () => {
  // The first instance stores the lead and dies before any delivery (its worker never ran).
  const first = await startApi({ DELIVERY_WORKER: 'off' });
  const res = await fetch(`http://127.0.0.1:${first.port}/api/payment-leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(lead()),
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await killed(first.child);
  expect(receiver.received).toHaveLength(0);

  const restarted = await startApi({});
  try {
    await receiver.waitFor(1);
  } finally {
    await killed(restarted.child);
  }
  expect(verified(secret, receiver.received[0]!).data.id).toBe(id);
  expect([...receiver.deliveredIds().values()]).toEqual([1]);
});
