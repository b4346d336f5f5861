import { QueryClient } from '@tanstack/react-query';

/**
 * SPEC §9 data-loading defaults: never stale, no refetch on focus, no polling,
 * no retries. No default query function: every query says what it loads
 * (apiQuery.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // A failed query stays failed until the visitor retries: the server
        // renders the section's error or empty state and the browser hydrates
        // that same state instead of refetching behind a loading text.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
