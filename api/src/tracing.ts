import { KnexInstrumentation } from '@opentelemetry/instrumentation-knex';
import { matchedRouteOf } from 'server-kit/metrics';
import { startTracing } from 'server-kit/tracing';

/** Probes, answered many times a minute: no trace each. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz']);

/**
 * Imported first by the server's entry (server.ts), before Express and Knex
 * load: a request's trace has its handler's span with the route template
 * and a span per database query. Jobs' queries (the outbox, retention) need
 * no trace of their own: a query outside a request makes no span.
 */
startTracing({
  serviceName: 'hello-site-api',
  instrumentations: [new KnexInstrumentation({ requireParentSpan: true, maxQueryLength: 1000 })],
  // The routes file declares full paths: the route is the template (`/api/ebooks/:slug`).
  routeOf: (req) => matchedRouteOf(req as { route?: { path?: unknown } }),
  ignore: (path) => UNTRACED_PATHS.has(path),
});
