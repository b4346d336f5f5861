import type { ConsentConfig } from 'contracts';
import { LRUCache } from 'lru-cache';
import { cacheTtlMs } from 'server-kit';
import { withBase } from 'shared-ui';

/** How long a page waits for the API's consent configuration before it is rendered without it. */
const FETCH_TIMEOUT_MS = 2000;

export type ConsentConfigSource = () => Promise<ConsentConfig>;

const KEY = 'config';

/** GET /api/consent/config (German; the revision and the storage names are the same in every language). */
export const fetchConsentConfig: ConsentConfigSource = async () => {
  const res = await fetch(withBase('/api/consent/config?language=de'), {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`GET /api/consent/config: ${res.status}`);
  const config = (await res.json()) as ConsentConfig;
  if (typeof config?.revision !== 'string' || !Array.isArray(config.categories))
    throw new Error('GET /api/consent/config: not a consent configuration');
  return config;
};

/**
 * The consent configuration as every page needs it (its revision decides
 * whether a visitor's choice is still in force): fetched once, then served
 * from memory and refreshed in the background when older than `maxAgeMs`,
 * so no page waits for the API but the first. When the API cannot be
 * reached the last configuration stays in use; before any, there is none
 * (pages then trust the revision in the visitor's cookie).
 */
export function createConsentConfigCache(
  maxAgeMs: number,
  source: ConsentConfigSource = fetchConsentConfig,
) {
  /**
   * The last answer (none while the API has never answered), kept `maxAgeMs`
   * from when the API was last asked, answered or not: a failing API is not
   * asked by every page. Past that it is still used while a refresh runs.
   */
  const asked = new LRUCache<typeof KEY, { config?: ConsentConfig }>({
    max: 1,
    ttl: cacheTtlMs(maxAgeMs),
    allowStale: true,
    noDeleteOnStaleGet: true,
    // The wall clock, read on every lookup (tests set it).
    perf: { now: () => Date.now() },
    ttlResolution: 0,
  });
  let pending: Promise<void> | undefined;

  const refresh = () =>
    (pending ??= source()
      .then(
        (config) => ({ config }),
        (error: unknown) => {
          console.error('Consent configuration unavailable; the last one stays in use:', error);
          return { config: asked.peek(KEY)?.config };
        },
      )
      .then((answer) => {
        asked.set(KEY, answer);
        pending = undefined;
      }));

  /** `fresh`: a stale configuration is fetched anew before answering (a choice is recorded on it). */
  return async function current({ fresh = false } = {}): Promise<ConsentConfig | undefined> {
    if (!asked.has(KEY)) {
      const asking = refresh();
      if (fresh || !asked.peek(KEY)?.config) await asking;
    }
    return asked.peek(KEY)?.config;
  };
}

export type ConsentConfigCache = ReturnType<typeof createConsentConfigCache>;
