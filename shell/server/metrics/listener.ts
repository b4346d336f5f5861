import type { Server } from 'node:http';
import { collectProcessMetrics, listenForMetrics, type MetricsAddress } from 'server-kit/metrics';

/**
 * The shell server's metrics on their own listener (SHELL_METRICS_PORT):
 * the process from now on; requests, renders, the page cache and section
 * loads are counted by the server itself.
 */
export function serveShellMetrics(address: MetricsAddress): Promise<Server> {
  collectProcessMetrics();
  return listenForMetrics(address);
}
