import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

/** How a server stops (see shutdownSettingsFromEnv for where the figures come from). */
export interface ShutdownSettings {
  /**
   * How long the server answers on after the stop began, with /readyz at 503:
   * the time a balancer polling readiness (Kubernetes, a cloud load balancer)
   * needs to stop sending it new requests. 0: close at once.
   */
  drainMs: number;
  /**
   * How long requests still running when the listeners close may take; then
   * their connections are cut and the stop counts as timed out.
   */
  timeoutMs: number;
}

type ShutdownOutcome = 'drained' | 'timed out';

export interface GracefulShutdown {
  /** True from the moment shutdown() was called: readiness fails from then on. */
  readonly stopping: boolean;
  /**
   * The app's request listener with the stop's rules in front: /readyz answers
   * 503 while stopping (/healthz and everything else are served as before), and
   * every response while stopping says `Connection: close`, so that proxies
   * holding keep-alive connections open their next one elsewhere.
   */
  listener(app: RequestListener): RequestListener;
  /** Servers to close after the drain (a server added after the stop began is closed too). */
  track(...servers: Server[]): void;
  /** Drains, closes the tracked servers and waits for their requests; the same promise on every call. */
  shutdown(): Promise<ShutdownOutcome>;
}

const READINESS_PATH = '/readyz';

/**
 * One graceful stop for a process's HTTP servers, the same for the API and the
 * shell's server: readiness fails at once, the servers keep serving for
 * `drainMs` (balancers take them out of rotation), then stop accepting; idle
 * keep-alive connections are closed, running requests finish (their
 * connections close after the response) and the promise settles, at the latest
 * `timeoutMs` after the listeners closed.
 */
export function gracefulShutdown(settings: ShutdownSettings): GracefulShutdown {
  const servers = new Set<Server>();
  const running = new Set<ServerResponse>();
  let stopping: Promise<ShutdownOutcome> | undefined;
  let closing = false;

  // A response that ends after the listeners closed leaves an idle connection
  // behind (its headers went out before the stop began): closed right away, so
  // that it does not hold the stop until the keep-alive timeout.
  const forget = (res: ServerResponse) => {
    running.delete(res);
    if (closing) setImmediate(() => servers.forEach((server) => server.closeIdleConnections()));
  };

  return {
    get stopping() {
      return stopping !== undefined;
    },
    listener: (app) => (req, res) => {
      if (stopping) {
        res.setHeader('Connection', 'close');
        if (isReadinessProbe(req)) return answerNotReady(res);
      }
      running.add(res);
      res.once('close', () => forget(res));
      void app(req, res);
    },
    track: (...more) => more.forEach((server) => servers.add(server)),
    shutdown: () =>
      (stopping ??= (async () => {
        // Responses not yet begun close their connection when they are done.
        for (const res of running) if (!res.headersSent) res.setHeader('Connection', 'close');
        await delay(settings.drainMs);
        closing = true;
        return closeAndWait([...servers], settings.timeoutMs);
      })()),
  };
}

/** Stops the servers accepting, closes their idle connections and waits for the rest, at most `timeoutMs`. */
async function closeAndWait(servers: Server[], timeoutMs: number): Promise<ShutdownOutcome> {
  const closed = Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          // Called with an error when the server was not listening: closed all the same.
          server.close(() => resolve());
          server.closeIdleConnections();
        }),
    ),
  ).then(() => 'drained' as const);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<ShutdownOutcome>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  const outcome = await Promise.race([closed, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timed out') servers.forEach((server) => server.closeAllConnections());
  return outcome;
}

function isReadinessProbe(req: IncomingMessage): boolean {
  const path = (req.url ?? '').split('?', 1)[0];
  return path === READINESS_PATH && (req.method === 'GET' || req.method === 'HEAD');
}

function answerNotReady(res: ServerResponse): void {
  res.statusCode = 503;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify({ message: 'shutting down' }));
}

function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
