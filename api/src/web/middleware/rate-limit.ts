import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { errorMessages } from '../../errors';

export interface RateLimitOptions {
  /** Window length in ms (default 15 minutes). */
  windowMs?: number;
  /** Writes per client IP per window (default 600: a real visitor never gets close). */
  limit?: number;
  /** Where the counts live: in memory by default, Redis when several instances share the load. */
  store?: Store;
}

/**
 * For the write routes only (routes.ts mounts it there): reads are served from
 * the response cache and never limited. One counter per client across all writes.
 */
export function writeRateLimit(options: RateLimitOptions = {}): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs ?? 15 * 60 * 1000,
    limit: options.limit ?? 600,
    ...(options.store
      ? {
          store: options.store,
          // A Redis hiccup must not turn visitors' leads away: count nothing until it is back.
          passOnStoreError: true,
        }
      : {}),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // Retry-After is set by the library before the handler runs.
    handler: (_req, res) => {
      res.status(429).json({ message: errorMessages.tooManyRequests });
    },
  });
}
