import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { register } from 'prom-client';

/** Where a server's metrics are served: a port of their own, never the public one. */
export interface MetricsAddress {
  port: number;
  host: string;
}

/**
 * The metrics listener's address from the environment: `portVariable`
 * (METRICS_PORT, SHELL_METRICS_PORT; 0 picks a free port) and METRICS_HOST
 * (default 127.0.0.1: the metrics stay on the machine unless a container
 * opens them to its scraper with 0.0.0.0). Unset port: no listener.
 */
export function metricsAddressFromEnv(
  env: NodeJS.ProcessEnv,
  portVariable: string,
): MetricsAddress | undefined {
  const raw = env[portVariable]?.trim();
  if (!raw) return undefined;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535)
    throw new Error(`${portVariable} must be a port number from 0 to 65535 (got '${raw}')`);
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
}

/**
 * A plain HTTP server answering GET /metrics with the process's default
 * registry in Prometheus' text format, and 404 to anything else. It is not
 * the app: nothing of the site's middleware, and the public port never
 * carries it.
 */
export function listenForMetrics({ port, host }: MetricsAddress): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    register.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': register.contentType }).end(text),
      (error: unknown) =>
        res
          .writeHead(500, { 'Content-Type': 'text/plain' })
          .end(`metrics failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject).listen(port, host, () => resolve(server));
  });
}

/** The URL a listener serves its metrics at (its actual port, when 0 was asked). */
export function metricsUrl(server: Server): string {
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${port}/metrics`;
}
