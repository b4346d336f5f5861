// What `@tanstack/react-query` is in the browser builds (see
// react-router-browser.mjs for why): the data-loading API the apps use —
// queries, mutations, the client and hydration of the server's cache.
// Infinite queries, suspense queries and streamed queries are left out; a
// team that needs one adds it here (the build fails on a missing export).
//
// The package is imported by its file: its name is this module's alias, and
// its exports map offers no other way in.
export {
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  hydrate,
  isCancelledError,
  keepPreviousData,
  queryOptions,
  skipToken,
  useIsFetching,
  useMutation,
  useQuery,
  useQueryClient,
} from '../node_modules/@tanstack/react-query/build/modern/index.js';
