import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { startTracing } from 'server-kit/tracing';
import { shellRequestRoute } from './metrics/requestRoute';

/** Probes and the builds' files (scripts, styles, images): no trace each, they are most requests. */
const UNTRACED = /^\/(?:healthz|readyz)$|^\/(?:static|remotes|releases)\//i;

/**
 * Started by the server's entry (index.ts) before Express loads. A page's
 * trace: the shell's request span (named by the page's route template),
 * one span per API call of its loaders (fetch, with `traceparent` passed
 * on, so the API's spans join the same trace), and the /api proxy's calls.
 * A call outside a request (a remote's manifest fetched in the background)
 * starts no trace.
 */
export function startShellTracing(): void {
  startTracing({
    serviceName: 'hello-site-shell',
    instrumentations: [new UndiciInstrumentation({ requireParentforSpans: true })],
    routeOf: shellRequestRoute,
    ignore: (path) => UNTRACED.test(path),
  });
}
