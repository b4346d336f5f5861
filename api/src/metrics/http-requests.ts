import type { RequestHandler } from 'express';
import { declaredRouteOf, timeRequest } from 'server-kit/metrics';

/**
 * First in the app: every request's duration, labelled once its route is
 * known — the route table declares full paths (`/api/ebooks/:id`); a request
 * no route matched (a 404 for any path) is 'unmatched'.
 */
export function requestMetrics(): RequestHandler {
  return (req, res, next) => {
    timeRequest(req, res, declaredRouteOf);
    next();
  };
}
