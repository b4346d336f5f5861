import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import request from 'supertest';
import { apiErrorSchema } from 'contracts';
import { createApp } from '../src/app';
import { serverConfigFromEnv } from '../src/config';
import { errorMessages } from '../src/errors';
import { setupTestApp } from './support/app';
import {
  exampleFor,
  postRoutes,
  routeKey,
  successStatus,
  setupExampleRecords,
  storedIn,
  storedPerWrite,
  writeTableOf,
} from './support/route-examples';

/**
 * Rate limits on every write: over the limit a client gets 429 JSON with a
 * readable message and Retry-After, nothing it sent then is stored, and every
 * write acknowledged before is.
 */
const ctx = setupTestApp();
setupExampleRecords(ctx);

function expectLimited(res: { status: number; headers: Record<string, string>; body: unknown }) {
  expect(res.status).toBe(429);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(apiErrorSchema.parse(res.body).message).toBe(errorMessages.tooManyRequests);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe.each(postRoutes.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
  const target = writeTableOf(route);
  const { table, answersRow } = target;
  const example = exampleFor(route);

  it('answers 429 over the limit and stores exactly the acknowledged writes', async () => {
    const app = createApp({ db: ctx.db, rateLimit: { limit: 3, windowMs: 60_000 } });
    const before = await storedIn(ctx.db, target);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await request(app).post(example.url).send(example.body?.());
      expect(res.status).toBe(successStatus(route));
      ids.push(res.body.id);
    }
    expectLimited(await request(app).post(example.url).send(example.body?.()));
    expect(await storedIn(ctx.db, target)).toBe(
      before + 3 * storedPerWrite(target, example.body?.()),
    );
    if (answersRow)
      expect(Number((await ctx.db(table).whereIn('id', ids).count({ n: '*' }))[0]?.n)).toBe(3);
  });
});

describe('rate limit', () => {
  it('under a burst of concurrent leads: every 201 stored, every 429 not, the limit exact', async () => {
    const app = createApp({ db: ctx.db, rateLimit: { limit: 25, windowMs: 60_000 } });
    const server: Server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const route = postRoutes.find((r) => r.path === '/api/payment-leads');
      if (!route) throw new Error('payment-leads route missing');
      const bodies = Array.from({ length: 60 }, () => exampleFor(route).body?.());
      const answers = await Promise.all(
        bodies.map(async (body) => {
          const res = await fetch(base + route.path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          return { status: res.status, email: String(body?.email) };
        }),
      );
      const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.email);
      const refused = answers.filter((a) => a.status === 429).map((a) => a.email);
      expect(acknowledged).toHaveLength(25);
      expect(refused).toHaveLength(35);
      const stored = await ctx.db('payment_leads').whereIn('email', [...acknowledged, ...refused]);
      expect(stored.map((row: { email: string }) => row.email).sort()).toEqual(acknowledged.sort());
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('counts each client separately behind a trusted proxy', async () => {
    const app = createApp({
      db: ctx.db,
      trustProxy: 'loopback',
      rateLimit: { limit: 1, windowMs: 60_000 },
    });
    const send = (ip: string) =>
      request(app).post('/api/feedback').set('X-Forwarded-For', ip).send({ feedbackText: 'x' });
    expect((await send('203.0.113.1')).status).toBe(400);
    expectLimited(await send('203.0.113.1'));
    expect((await send('203.0.113.2')).status).toBe(400);
  });

  it('opens again once the window has passed', async () => {
    const app = createApp({ db: ctx.db, rateLimit: { limit: 1, windowMs: 300 } });
    const send = () => request(app).post('/api/feedback').send({});
    expect((await send()).status).toBe(400);
    expectLimited(await send());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await send()).status).toBe(400);
  });

  it('never limits reads', async () => {
    const app = createApp({ db: ctx.db, rateLimit: { limit: 1, windowMs: 60_000 } });
    for (let i = 0; i < 5; i += 1) {
      expect((await request(app).get('/api/ebooks')).status).toBe(200);
    }
  });
});

describe('rate limit configuration (RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS)', () => {
  it('defaults to 600 writes per 15 minutes: a visitor never meets it', () => {
    expect(serverConfigFromEnv({}).rateLimit).toEqual({ limit: 600, windowMs: 900_000 });
  });

  it('reads both from the environment', () => {
    expect(
      serverConfigFromEnv({ RATE_LIMIT_MAX: '20', RATE_LIMIT_WINDOW_MS: '60000' }).rateLimit,
    ).toEqual({ limit: 20, windowMs: 60_000 });
  });

  it.each([
    ['RATE_LIMIT_MAX', 'viele'],
    ['RATE_LIMIT_MAX', '0'],
    ['RATE_LIMIT_WINDOW_MS', '1.5'],
    ['RESPONSE_CACHE_TTL_SECONDS', '-1'],
  ])('refuses %s=%s at start with a message naming it', (name, value) => {
    expect(() => serverConfigFromEnv({ [name]: value })).toThrow(name);
  });
});
