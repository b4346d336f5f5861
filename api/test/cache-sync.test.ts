import request from 'supertest';
import type { Express } from 'express';
import { createApp } from '../src/app';
import { redisCacheSync, type CacheSync } from '../src/web/cache-sync';
import { setupTestApp } from './support/app';
import { SITE_ORIGIN, createMember, signedIn, type Agent } from './support/console';
import { quiet } from './support/test-db';
import { startRedis, type RedisServer } from './support/throwaway-redis';

/**
 * Issue 20, "at once on every instance": two API instances on one database,
 * each with its own response cache, share a throwaway Redis (REDIS_URL). A
 * console write on one drops the tag on the other within 2 s; with Redis gone
 * the write still succeeds (and its own instance is fresh), and once Redis is
 * back the instances hear each other again. Uses the pixel routes' tag
 * ('pixels'); content writes drop 'content' the same way.
 */
const ctx = setupTestApp();
jest.setTimeout(60_000);
let redis: RedisServer;
const syncs: CacheSync[] = [];

beforeAll(async () => {
  redis = await startRedis();
}, 20_000);

afterAll(async () => {
  await Promise.all(syncs.map((sync) => sync.close()));
  await redis?.stop();
});

/** An API instance as server.ts builds it: a minute's cache, with or without the shared Redis. */
async function instance({ shared }: { shared: boolean }): Promise<Express> {
  const sync = shared ? await redisCacheSync(redis.url, quiet) : undefined;
  if (sync) syncs.push(sync);
  return createApp({
    db: ctx.db,
    rateLimit: false,
    responseCache: { ttlSeconds: 60, sync },
    admin: { allowedOrigins: [SITE_ORIGIN] },
  });
}

const validPixel = {
  name: 'Matomo',
  vendor: 'InnoCraft Ltd.',
  type: 'analytics',
  category: 'statistics',
  position: 'head',
  script: "window._paq = window._paq || [];\n_paq.push(['trackPageView']);",
};

const activeIds = async (app: Express) =>
  ((await request(app).get('/api/tracking-pixels/active')).body as { id: string }[]).map(
    (pixel) => pixel.id,
  );

/** Milliseconds until `app` serves the pixel as active (or not); fails after `withinMs`. */
async function msUntil(app: Express, id: string, active: boolean, withinMs: number) {
  const start = Date.now();
  for (;;) {
    if ((await activeIds(app)).includes(id) === active) return Date.now() - start;
    if (Date.now() - start > withinMs)
      throw new Error(`instance still serves pixel ${id} as ${active ? 'inactive' : 'active'}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let a: Express;
let b: Express;
let alone: Express;
let adminOnA: Agent;

beforeAll(async () => {
  [a, b, alone] = [
    await instance({ shared: true }),
    await instance({ shared: true }),
    await instance({ shared: false }),
  ];
  adminOnA = await signedIn(a, await createMember(ctx.db, 'admin'));
});

async function newPixel(): Promise<string> {
  const created = await adminOnA.post('/api/admin/pixels').send(validPixel);
  expect(created.status).toBe(201);
  return created.body.id as string;
}

describe('a console write on one instance', () => {
  it('is served by the other instance within 2 s (Redis pub/sub); one without Redis stays cached', async () => {
    const id = await newPixel();
    // Both caches hold the answer without the pixel.
    for (const app of [a, b, alone]) expect(await activeIds(app)).not.toContain(id);

    const on = await adminOnA.post(`/api/admin/pixels/${id}/active`).send({ active: true });
    expect(on.status).toBe(200);
    expect(await activeIds(a)).toContain(id); // the writer itself: right after the 200
    const ms = await msUntil(b, id, true, 2000);
    console.info(`the other instance served the change ${ms} ms after the write's 200`);
    expect(ms).toBeLessThan(2000);
    // The control: without the shared Redis an instance keeps its answer for the TTL.
    expect(await activeIds(alone)).not.toContain(id);

    const off = await adminOnA.post(`/api/admin/pixels/${id}/active`).send({ active: false });
    expect(off.status).toBe(200);
    expect(await msUntil(b, id, false, 2000)).toBeLessThan(2000);
  });
});

describe('with Redis down', () => {
  it('writes still succeed and are fresh on their instance; after Redis is back, instances sync again', async () => {
    const id = await newPixel();
    expect(await activeIds(b)).not.toContain(id);
    await redis.stop();

    const on = await adminOnA.post(`/api/admin/pixels/${id}/active`).send({ active: true });
    expect(on.status).toBe(200);
    expect(await activeIds(a)).toContain(id);
    // Reads on the other instance keep being served (its cached answer) meanwhile.
    expect((await request(b).get('/api/tracking-pixels/active')).status).toBe(200);

    await redis.restart();
    // Reconnected, b drops everything once: the message it missed is made up for.
    await msUntil(b, id, true, 10_000);
    // And the channel carries new writes again (a's publisher back too: its retries wait at most 2 s).
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const off = await adminOnA.post(`/api/admin/pixels/${id}/active`).send({ active: false });
    expect(off.status).toBe(200);
    expect(await msUntil(b, id, false, 5_000)).toBeLessThan(2000);
  });
});
