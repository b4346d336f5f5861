import { Counter } from 'prom-client';

const lookups = new Counter({
  name: 'api_response_cache_requests_total',
  help: "Requests to cached GET routes, by the response cache's result (hit, miss).",
  labelNames: ['result'] as const,
});

/** One cached route's request: answered from memory (hit) or by its handler (miss). */
export function countResponseCacheLookup(hit: boolean): void {
  lookups.inc({ result: hit ? 'hit' : 'miss' });
}
