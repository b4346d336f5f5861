import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { declaredRouteOf, matchedRouteOf, timeRequest } from 'server-kit/metrics';
import { isApiPath } from '../apiProxy';
import { notedRoute, noteRoute } from './pageMetrics';

/** The /api proxy's requests: one label, the API's own metrics have their routes. */
const API_PROXY_ROUTE = '/api/{*path}';

/** Files of the builds (/static/, /remotes/, /releases/). */
const BUILD_FILES_ROUTE = 'build files';

/**
 * What a request of the shell's server is labelled with: the page's route
 * template (noted by the renderer or the page cache), or the build files,
 * else the Express route that answered (`/healthz`, `/remotes.json`), else
 * 'unmatched' — never the path asked for.
 */
const shellRouteOf = (req: Request, res: Response) => notedRoute(res) ?? declaredRouteOf(req);

/**
 * The route template a trace names the request's span by (tracing.ts): the
 * same as the metrics' label, undefined where no route matched.
 */
export function shellRequestRoute(req: IncomingMessage, res: ServerResponse): string | undefined {
  if (isApiPath(req.url)) return API_PROXY_ROUTE;
  return notedRoute(res as Response) ?? matchedRouteOf(req as Request);
}

/** Times a request of the public listener: the app's, or the /api proxy's (which Express never sees). */
export function timeShellRequest(req: IncomingMessage, res: ServerResponse, proxied: boolean) {
  if (proxied) timeRequest(req, res, () => API_PROXY_ROUTE);
  else timeRequest(req as Request, res as Response, shellRouteOf);
}

/** The build files' handler, its answers labelled as such (a path it does not have goes on unlabelled). */
export function labelledBuildFiles(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    noteRoute(res, BUILD_FILES_ROUTE);
    return handler(req, res, (error?: unknown) => {
      noteRoute(res, undefined);
      next(error);
    });
  };
}
