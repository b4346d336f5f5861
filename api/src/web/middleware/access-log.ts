import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/**
 * One line per request: method, path, status and duration — no bodies or
 * headers, so no e-mail address or cookie reaches the log. Hand-written rather
 * than pino-http: that one builds a child logger and serialises the request
 * for every call, a third of the cost of a cached list answer.
 */
export function accessLog(logger: Logger, ignore: (path: string) => boolean): RequestHandler {
  return (req, res, next) => {
    if (ignore(req.path) || !logger.isLevelEnabled('info')) return next();
    const started = performance.now();
    res.once('finish', () => {
      logger.info(
        {
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    });
    next();
  };
}
