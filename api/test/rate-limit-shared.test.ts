import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app';
import { serverConfigFromEnv } from '../src/config';
import {
  redisRateLimitStore,
  type SharedRateLimitStore,
} from '../src/web/middleware/rate-limit-store';
import { setupTestApp } from './support/app';
import { exampleFor, postRoutes } from './support/route-examples';
import { startRedis, type RedisServer } from './support/throwaway-redis';

/**
 * Several API instances behind one load balancer must enforce one limit per
 * client, not one per instance: with REDIS_URL they count in Redis.
 */
const ctx = setupTestApp();
let redis: RedisServer;
const stores: SharedRateLimitStore[] = [];
const servers: Server[] = [];

beforeAll(async () => {
  redis = await startRedis();
}, 20_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await Promise.all(stores.map((store) => store.close()));
  await redis?.stop();
});

async function instance(): Promise<string> {
  const shared = await redisRateLimitStore(redis.url, `rl:test:${process.pid}:`);
  stores.push(shared);
  const app = createApp({
    db: ctx.db,
    rateLimit: { limit: 6, windowMs: 60_000, store: shared.store },
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('rate limit shared by several instances (Redis)', () => {
  it('counts one client across instances: the limit holds for the whole site', async () => {
    const [a, b] = [await instance(), await instance()];
    const route = postRoutes.find((r) => r.path === '/api/payment-leads');
    if (!route) throw new Error('payment-leads route missing');
    const send = async (base: string) =>
      (
        await fetch(base + route.path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(exampleFor(route).body?.()),
        })
      ).status;
    const statuses: number[] = [];
    // Alternate between the instances, as a load balancer would.
    for (let i = 0; i < 8; i++) statuses.push(await send(i % 2 === 0 ? a : b));
    expect(statuses.filter((status) => status === 201)).toHaveLength(6);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });

  it('is configured by REDIS_URL, or its former name RATE_LIMIT_REDIS_URL (unset: in memory)', () => {
    expect(serverConfigFromEnv({}).redisUrl).toBeUndefined();
    expect(serverConfigFromEnv({ REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe(
      'redis://cache:6379',
    );
    expect(serverConfigFromEnv({ RATE_LIMIT_REDIS_URL: 'redis://old:6379' }).redisUrl).toBe(
      'redis://old:6379',
    );
    expect(
      serverConfigFromEnv({
        REDIS_URL: 'redis://new:6379',
        RATE_LIMIT_REDIS_URL: 'redis://old:6379',
      }).redisUrl,
    ).toBe('redis://new:6379');
  });
});
