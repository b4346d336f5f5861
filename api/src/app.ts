import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Db } from './db/connection';
import { createLogger, type Logger } from './logger';
import { createServices } from './services';
import { errorHandler, notFound } from './web/middleware/error-handler';
import { writeRateLimit, type RateLimitOptions } from './web/middleware/rate-limit';
import { requireJson } from './web/middleware/require-json';
import { routes } from './web/routes';

export interface AppOptions {
  db: Db;
  logger?: Logger;
  /** Rate limit for POST/PUT/PATCH/DELETE; `false` switches it off. */
  rateLimit?: RateLimitOptions | false;
  /** Express 'trust proxy' (hops, subnet list or boolean); default: trust nobody. */
  trustProxy?: boolean | number | string;
  /** Largest accepted JSON body (default '100kb'). */
  bodyLimit?: string | number;
}

export function createApp({
  db,
  logger = createLogger(),
  rateLimit = {},
  trustProxy = false,
  bodyLimit = '100kb',
}: AppOptions): Express {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.set('json spaces', 0);

  // Log method, path and status only: no bodies or headers, so no e-mail addresses or cookies.
  app.use(
    pinoHttp({
      logger,
      quietReqLogger: true,
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(helmet());
  if (rateLimit !== false) app.use(writeRateLimit(rateLimit));
  app.use(requireJson);
  app.use(express.json({ limit: bodyLimit }));

  app.use(routes(createServices(db)));

  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}
