import type { RequestHandler } from 'express';
import { MethodNotAllowedError, errorMessages } from '../../errors';

/**
 * Mounted after a path's routes: any other method on a path that exists gets
 * 405 with `Allow` (RFC 9110 §15.5.6), not the 404 of a path that does not;
 * OPTIONS is answered with `Allow` alone. `methods` are the route table's
 * (lower case); GET brings HEAD, which Express answers from the GET route.
 */
export function methodNotAllowed(methods: readonly string[]): RequestHandler {
  const upper = methods.map((method) => method.toUpperCase());
  const allow = [...upper, ...(upper.includes('GET') ? ['HEAD'] : []), 'OPTIONS'];
  return (req, res, next) => {
    if (req.method === 'OPTIONS') {
      res.set('Allow', allow.join(', ')).status(204).end();
      return;
    }
    next(new MethodNotAllowedError(errorMessages.methodNotAllowed(req.method, allow), allow));
  };
}
