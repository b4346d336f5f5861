import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import type { Store } from 'express-rate-limit';

export interface SharedRateLimitStore {
  store: Store;
  close: () => Promise<void>;
}

/**
 * With more than one API instance, each one counting in its own memory would
 * let a client write N × the limit. Given `REDIS_URL` (or its former name
 * `RATE_LIMIT_REDIS_URL`), every
 * instance counts in the same Redis keys instead. Connects before the API
 * listens, so a wrong URL stops the start with a clear message.
 */
export async function redisRateLimitStore(
  url: string,
  prefix = 'rl:write:',
): Promise<SharedRateLimitStore> {
  const client = createClient({ url });
  client.on('error', (error: unknown) => {
    // Reconnects by itself; requests meanwhile fail open (passOnStoreError).
    console.error(
      'rate limit store (Redis) error:',
      error instanceof Error ? error.message : error,
    );
  });
  await client.connect();
  const store = new RedisStore({
    prefix,
    sendCommand: (...args: string[]) => client.sendCommand(args),
  });
  return { store, close: async () => void (await client.quit()) };
}
