import { collectDefaultMetrics, register } from 'prom-client';

/**
 * prom-client's process metrics (CPU, memory, heap, handles, GC) and the
 * event loop's lag (nodejs_eventloop_lag_* from perf_hooks'
 * monitorEventLoopDelay). Once per process: the registry refuses a second
 * registration of the same names.
 */
export function collectProcessMetrics(): void {
  if (register.getSingleMetric('nodejs_eventloop_lag_seconds')) return;
  collectDefaultMetrics();
}
