import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Db } from './db/connection';
import { createLogger, type Logger } from './logger';
import { requestMetrics } from './metrics/http-requests';
import { createServices } from './services';
import type { BoardOptions } from './services/board';
import { contentTypeServicesOf, type ConsoleServiceOptions } from './services/console';
import type { NewsletterOptions } from './services/newsletter';
import { adminRoutes } from './web/admin/routes';
import { accessLog } from './web/middleware/access-log';
import { corsAllowlist } from './web/middleware/cors';
import { errorHandler, notFound } from './web/middleware/error-handler';
import { writeRateLimit, type RateLimitOptions } from './web/middleware/rate-limit';
import { requireJson } from './web/middleware/require-json';
import { createResponseCache, type ResponseCacheOptions } from './web/response-cache';
import { routes } from './web/routes';

export interface AppOptions {
  db: Db;
  logger?: Logger;
  /** Rate limit of the write routes (per client IP); `false` switches it off. */
  rateLimit?: RateLimitOptions | false;
  /** Express 'trust proxy' (hops, subnet list or boolean); default: trust nobody. */
  trustProxy?: boolean | number | string;
  /** Largest accepted JSON body of the public routes (default '100kb'). */
  bodyLimit?: string | number;
  /** Origins allowed to call the API from a browser (default: none, CORS closed). */
  corsOrigins?: readonly string[];
  /** In-memory cache of GET answers (default: 60 s TTL). */
  responseCache?: ResponseCacheOptions;
  /** The provider's console (/api/admin/*): clock, secrets, cookie, retention, allowed origins. */
  admin?: AdminOptions;
  /** The voting board: the daily vote cap per network address. */
  board?: BoardOptions;
  /** The newsletter's mails: how they go out (default: nowhere) and the origin their links name. */
  newsletter?: Partial<NewsletterOptions>;
  /**
   * Times every request for the metrics (http_server_request_duration_seconds);
   * on when the server has a metrics listener (METRICS_PORT).
   */
  metrics?: boolean;
}

export interface AdminOptions extends ConsoleServiceOptions {
  /** Origins a console write may come from besides the same origin (PUBLIC_ORIGIN). */
  allowedOrigins?: readonly string[];
}

/**
 * The console's documents are larger than a visitor's form: a product's texts
 * in three languages at their maximum lengths, in four-byte characters, are
 * several times 100 KB. The edge (nginx) and the shell's proxy let 1 MB through.
 */
const CONSOLE_BODY_LIMIT = '1mb';

export function createApp({
  db,
  logger = createLogger(),
  rateLimit = {},
  trustProxy = false,
  bodyLimit = '100kb',
  corsOrigins = [],
  responseCache = {},
  admin: { allowedOrigins = [], ...consoleOptions } = {},
  board = {},
  newsletter = {},
  metrics = false,
}: AppOptions): Express {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.set('json spaces', 0);

  if (metrics) app.use(requestMetrics());

  app.use(accessLog(logger, (path) => path === '/healthz'));
  // The API answers JSON only, never a page: the strictest policy fits, and it
  // is a third of the default's bytes on every answer.
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      frameguard: { action: 'deny' },
    }),
  );
  app.use(corsAllowlist(corsOrigins));

  const writeGuardsUpTo = (limit: string | number) => [
    ...(rateLimit === false ? [] : [writeRateLimit(rateLimit)]),
    requireJson,
    express.json({ limit }),
  ];
  const writeGuards = writeGuardsUpTo(bodyLimit);
  const cache = createResponseCache(responseCache);
  const services = createServices(db, consoleOptions, logger, board, newsletter);
  // Before the public routes: nothing below /api/admin reaches the response cache or a 404 unsigned.
  app.use(
    adminRoutes(services, {
      writeGuards: writeGuardsUpTo(CONSOLE_BODY_LIMIT),
      allowedOrigins,
      cache,
    }),
  );
  app.use(routes(services, { cache, writeGuards }));

  app.use(notFound);
  app.use(errorHandler(logger));
  publishers.set(app, async () => {
    let applied = 0;
    for (const service of contentTypeServicesOf(services.admin))
      applied += await service.publishDue();
    // Here, and through the cache sync on every other instance.
    if (applied > 0) cache.invalidate('content');
    return applied;
  });
  return app;
}

const publishers = new WeakMap<Express, () => Promise<number>>();

/**
 * Publishes the scheduled content edits that are due (issue 41 §4), those
 * this instance claims; drops the public answers when it applied any. The
 * server runs it every 20 s in every instance; how many it applied.
 */
export function publishDueContent(app: Express): Promise<number> {
  return publishers.get(app)?.() ?? Promise.resolve(0);
}
