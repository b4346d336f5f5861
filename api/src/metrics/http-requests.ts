import type { Request, RequestHandler } from 'express';
import { timeRequest, UNMATCHED_ROUTE } from 'server-kit/metrics';

/**
 * The route template that answered (`/api/ebooks/:id`), as Express matched
 * it: the router's mount path and the route's declared path. Never the path
 * asked for; a request no route matched (a 404 for any path) is 'unmatched'.
 */
const routeTemplateOf = (req: Request) => {
  const path: unknown = req.route?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : UNMATCHED_ROUTE;
};

/** First in the app: every request's duration, labelled once its route is known. */
export function requestMetrics(): RequestHandler {
  return (req, res, next) => {
    timeRequest(req, res, routeTemplateOf);
    next();
  };
}
