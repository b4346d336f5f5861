import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { errorMessages } from '../../errors';

export interface RateLimitOptions {
  /** Window length in ms (default 15 minutes). */
  windowMs?: number;
  /** Writes per client IP per window (default 600: a real visitor never gets close). */
  limit?: number;
}

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Limits writes only; reads are cheap and cached by the front-end anyway. */
export function writeRateLimit(options: RateLimitOptions = {}): RequestHandler {
  const limiter = rateLimit({
    windowMs: options.windowMs ?? 15 * 60 * 1000,
    limit: options.limit ?? 600,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // Retry-After is set by the library before the handler runs.
    handler: (_req, res) => {
      res.status(429).json({ message: errorMessages.tooManyRequests });
    },
  });
  // Reads pass synchronously: the limiter's own (async) `skip` costs every GET a few microtasks.
  return (req, res, next) => (readOnly.has(req.method) ? next() : limiter(req, res, next));
}
