import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import type { Logger } from '../logger';
import { CACHE_TAGS, type CacheTag } from './cache-tags';

/**
 * How the response caches of several API instances hear of each other's
 * writes: a write on one instance drops the tag everywhere (issue 20: a
 * console change is on the site within 2 s on every instance).
 */
export interface CacheSync {
  /** Tells the other instances; never throws and never waits (the write is already done). */
  publish(tag: CacheTag): void;
  /** `drop` runs for every tag another instance wrote (and for all tags after a lost connection). */
  subscribe(drop: (tag: CacheTag) => void): void;
  close(): Promise<void>;
}

/** One channel for every instance of the site that shares the Redis. */
export const CACHE_SYNC_CHANNEL = 'hello:response-cache:invalidate';

interface Message {
  tag: CacheTag;
  /** The sending instance: it dropped the tag itself before publishing. */
  from: string;
}

const isTag = (value: unknown): value is CacheTag =>
  typeof value === 'string' && (CACHE_TAGS as readonly string[]).includes(value);

/**
 * Redis pub/sub on REDIS_URL. Connects before the API listens, so a wrong URL
 * stops the start with a clear message (like the rate limit's store). Later
 * Redis outages never fail a request: a publish while Redis is away is
 * dropped with a log line (no queue to grow), the clients reconnect by
 * themselves, and on reconnecting the subscriber drops every tag once,
 * because messages sent meanwhile were missed. Whatever is missed is also
 * bounded by the cache's TTL.
 */
export async function redisCacheSync(
  url: string,
  logger: Logger,
  channel = CACHE_SYNC_CHANNEL,
): Promise<CacheSync> {
  const instance = randomUUID();
  // No offline queue: a publish while disconnected fails at once instead of piling up.
  const publisher = createClient({ url, disableOfflineQueue: true });
  // A subscribed connection can do nothing else: its own client.
  const subscriber = publisher.duplicate();
  const drops: ((tag: CacheTag) => void)[] = [];
  const dropAll = () => CACHE_TAGS.forEach((tag) => drops.forEach((drop) => drop(tag)));

  for (const [name, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (error: unknown) =>
      logger.warn(
        { err: error instanceof Error ? error.message : String(error), client: name },
        'response cache sync (Redis) error; reconnecting',
      ),
    );
  }
  let connectedOnce = false;
  subscriber.on('ready', () => {
    // 'ready' again after an outage: whatever was published meanwhile never reached us.
    if (connectedOnce) {
      logger.info('response cache sync (Redis) reconnected; dropping every cached answer');
      dropAll();
    }
    connectedOnce = true;
  });

  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel, (raw) => {
    let message: Partial<Message>;
    try {
      message = JSON.parse(raw) as Partial<Message>;
    } catch {
      return;
    }
    if (message.from === instance || !isTag(message.tag)) return;
    const { tag } = message;
    drops.forEach((drop) => drop(tag));
  });

  return {
    publish(tag) {
      const message: Message = { tag, from: instance };
      publisher
        .publish(channel, JSON.stringify(message))
        .catch((error: unknown) =>
          logger.warn(
            { err: error instanceof Error ? error.message : String(error), tag },
            'response cache sync: invalidation not published; other instances serve it until their TTL',
          ),
        );
    },
    subscribe(drop) {
      drops.push(drop);
    },
    async close() {
      // destroy, not quit: quit would wait for a Redis that may be gone.
      await Promise.allSettled([subscriber.destroy(), publisher.destroy()]);
    },
  };
}
