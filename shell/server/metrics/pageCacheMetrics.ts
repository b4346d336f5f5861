import { Counter } from 'prom-client';

const lookups = new Counter({
  name: 'shell_page_cache_requests_total',
  help: 'Page requests by the page cache: hit (a stored or just rendered page), miss (rendered), bypass (never stored: personal, not a GET, no locale in the path, cache off).',
  labelNames: ['result'] as const,
});

export type PageCacheResult = 'hit' | 'miss' | 'bypass';

export function countPageCacheLookup(result: PageCacheResult): void {
  lookups.inc({ result });
}
