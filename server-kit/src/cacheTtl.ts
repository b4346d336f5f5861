/**
 * A max age from the configuration as lru-cache's `ttl` takes it (a positive
 * whole number of ms; 0 there would mean "forever"): 0 or less, meaning
 * "ask anew every time", is the shortest it can keep a value, 1 ms.
 */
export const cacheTtlMs = (maxAgeMs: number): number => Math.max(1, Math.floor(maxAgeMs) || 1);
