import type { IncomingMessage, ServerResponse } from 'node:http';
import { Histogram } from 'prom-client';

/**
 * OpenTelemetry's HTTP server metric (semantic conventions), in seconds. Its
 * labels are bounded whatever a visitor sends: the method from a fixed list,
 * the route as the server declared it (never the path asked for), the
 * status as its class.
 */
const requestDuration = new Histogram({
  name: 'http_server_request_duration_seconds',
  help: 'Duration of HTTP server requests, by method, route template and status class.',
  labelNames: ['http_request_method', 'http_route', 'http_response_status_class'] as const,
  // OpenTelemetry's recommended boundaries for this metric.
  buckets: [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10],
});

/** The route label of a request that matched no declared route. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route that answered, as the server declared it to Express
 * (`/api/ebooks/:id`), or UNMATCHED_ROUTE. Never the path asked for, and not
 * the mount path either: Express's `baseUrl` is the text the request had
 * there (any case), not the pattern.
 */
export function declaredRouteOf(req: { route?: { path?: unknown } }): string {
  return matchedRouteOf(req) ?? UNMATCHED_ROUTE;
}

/** The declared route that answered, or undefined when none matched (a trace's `http.route`). */
export function matchedRouteOf(req: { route?: { path?: unknown } }): string | undefined {
  const path = req.route?.path;
  return typeof path === 'string' ? path : undefined;
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Any other method (Node parses dozens: WebDAV's, …) is '_OTHER', as OpenTelemetry names it. */
const methodLabel = (method: string | undefined) =>
  method && KNOWN_METHODS.has(method) ? method : '_OTHER';

/** 200 -> '2xx'. */
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * Starts timing a request; when its answer is sent (or the connection
 * closes first), the duration is observed with the route `routeOf` names
 * then — after routing, when the server knows which route answered.
 */
export function timeRequest<Req extends IncomingMessage, Res extends ServerResponse>(
  req: Req,
  res: Res,
  routeOf: (req: Req, res: Res) => string,
): void {
  const end = requestDuration.startTimer();
  let done = false;
  const observe = () => {
    if (done) return;
    done = true;
    end({
      http_request_method: methodLabel(req.method),
      http_route: routeOf(req, res),
      http_response_status_class: statusClass(res.statusCode),
    });
  };
  res.once('finish', observe);
  res.once('close', observe);
}
