import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { countResponseCacheLookup } from '../metrics/response-cache';
import type { CacheSync } from './cache-sync';
import type { CacheTag } from './cache-tags';

/**
 * In-memory cache of GET answers (DESIGN.md §8: a list endpoint must not run a
 * query per request). Keyed by the full URL, path and query. Content changes
 * only through the database, so it is kept for a short TTL; data the API
 * itself writes (download counts) carries a tag that a write invalidates at
 * once, before the write is acknowledged. With several API instances, `sync`
 * (Redis pub/sub, cache-sync.ts) carries each dropped tag to the others.
 */

export interface CachePolicy {
  /** Writes that change the answer; a write with this tag (or one of these) drops it. */
  tag?: CacheTag | readonly CacheTag[];
  /**
   * 'revalidate': browsers must ask again each time (ETag makes that a 304);
   * 'ttl': browsers may reuse the answer for the TTL.
   */
  browser: 'ttl' | 'revalidate';
}

interface Entry {
  body: Buffer;
  etag: string;
  cacheControl: string;
  tags: readonly CacheTag[];
}

export interface ResponseCacheOptions {
  /** Seconds an answer is served from memory; 0 switches caching off (default 60). */
  ttlSeconds?: number;
  /** Most entries kept; the least recently used goes first (default 1000). Bounds memory against junk queries. */
  maxEntries?: number;
  /** Clock, for tests. */
  now?: () => number;
  /** The other API instances' caches (REDIS_URL); without it, writes drop this instance's only. */
  sync?: CacheSync;
}

export interface ResponseCache {
  /** Serves a cached answer, or lets the handler answer and keeps a 200 for next time. */
  serve(policy: CachePolicy): RequestHandler;
  /** Drops the tag's answers as soon as the write succeeds (before the client hears of it). */
  invalidateOnSuccess(tag: CacheTag): RequestHandler;
  /** Drops the tag here and, with `sync`, on every other instance. */
  invalidate(tag: CacheTag): void;
}

const etagOf = (body: Buffer) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

export function createResponseCache({
  // 60 s: how long content edited straight in the database may take to show;
  // writes through the API drop their tags at once.
  ttlSeconds = 60,
  // A list answer is a few KB: 1,000 stay within a few MB, whatever junk
  // query strings a crawler tries.
  maxEntries = 1000,
  now = Date.now,
  sync,
}: ResponseCacheOptions = {}): ResponseCache {
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    ttl: Math.max(ttlSeconds, 0) * 1000,
    // The given clock, read on every lookup (tests move it).
    perf: { now },
    ttlResolution: 0,
  });
  /** Bumped by every write of a tag: an answer read before the write is not kept. */
  const generations = new Map<CacheTag, number>();
  const tagsOf = (tag: CachePolicy['tag']): readonly CacheTag[] =>
    tag === undefined ? [] : typeof tag === 'string' ? [tag] : tag;
  /** Every write of one of the tags raises it: the sum changes with any of them. */
  const generation = (tag: CachePolicy['tag']) =>
    tagsOf(tag).reduce((sum, one) => sum + (generations.get(one) ?? 0), 0);

  function send(res: Response, entry: Entry): void {
    res.set({
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': entry.cacheControl,
      ETag: entry.etag,
    });
    // Express answers 304 itself when If-None-Match matches the ETag.
    res.send(entry.body);
  }

  function entryOf(policy: CachePolicy, body: unknown): Entry {
    const bytes = Buffer.from(JSON.stringify(body));
    return {
      body: bytes,
      etag: etagOf(bytes),
      cacheControl: policy.browser === 'ttl' ? `public, max-age=${ttlSeconds}` : 'no-cache',
      tags: tagsOf(policy.tag),
    };
  }

  function keep(key: string, entry: Entry): void {
    if (ttlSeconds > 0) entries.set(key, entry);
  }

  function drop(tag: CacheTag): void {
    generations.set(tag, generation(tag) + 1);
    const tagged = [...entries.entries()].filter(([, entry]) => entry.tags.includes(tag));
    for (const [key] of tagged) entries.delete(key);
  }
  sync?.subscribe(drop);

  /** Here first (the writer's next read is fresh even if Redis is down), then everywhere. */
  function invalidate(tag: CacheTag): void {
    drop(tag);
    sync?.publish(tag);
  }

  return {
    serve: (policy) => (req, res, next) => {
      const key = req.originalUrl;
      const hit = entries.get(key);
      countResponseCacheLookup(hit !== undefined);
      if (hit) return send(res, hit);

      const seen = generation(policy.tag);
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        if (res.statusCode !== 200) return json(body);
        const entry = entryOf(policy, body);
        // A write of the tag while we read may be missing from `body`: answer it, keep it not.
        if (generation(policy.tag) === seen) keep(key, entry);
        send(res, entry);
        return res;
      };
      next();
    },
    invalidateOnSuccess: (tag) => (_req, res, next) => {
      // The handler calls res.json after its insert committed: drop the tag then.
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        if (res.statusCode < 300) invalidate(tag);
        return json(body);
      };
      next();
    },
    invalidate,
  };
}
