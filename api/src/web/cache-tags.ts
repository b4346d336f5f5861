/**
 * What a cached answer depends on (response-cache.ts): a write with one of
 * these tags drops the answers that carry it, on every instance (cache-sync.ts).
 */
export const CACHE_TAGS = ['downloads', 'pixels', 'content'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];
