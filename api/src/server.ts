// First: the instrumentations must be in place before Express and Knex load.
import './tracing';
import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import {
  createExpressServer,
  gracefulShutdown,
  shutdownSettingsFromEnv,
  stopOnSignals,
} from 'server-kit';
import { metricsUrl } from 'server-kit/metrics';
import { createApp, publishDueContent } from './app';
import { serverConfigFromEnv, type ServerConfig } from './config';
import { createDb, knexConfigFromEnv, type Db } from './db/connection';
import { prepareDatabase } from './db/migrate';
import { msUntilNextUtcDay, scheduleDaily } from './jobs/daily';
import { createLogger, type Logger } from './logger';
import { mailerFromConfig } from './mail/mailer';
import { serveApiMetrics } from './metrics/listener';
import { createServices } from './services';
import { deliveryWorker } from './services/routing/worker';
import { redisCacheSync } from './web/cache-sync';
import { listenOnUnixSocket } from './web/unix-socket';
import { redisRateLimitStore } from './web/middleware/rate-limit-store';

/** Entry point: env -> database (migrated and seeded) -> HTTP server. */
async function main(): Promise<void> {
  const logger = createLogger();
  const config = serverConfigFromEnv();
  const shutdownSettings = shutdownSettingsFromEnv();
  warnOfExampleLegalSettings(config.mail.exampleLegalSettings, logger);
  const db = createDb(knexConfigFromEnv(), logger);
  await prepareDatabase(db);
  // REDIS_URL: several instances share the write limit's counts and the cache's invalidations.
  const sharedStore = config.redisUrl ? await redisRateLimitStore(config.redisUrl) : undefined;
  const cacheSync = config.redisUrl ? await redisCacheSync(config.redisUrl, logger) : undefined;

  const { allowedOrigins, secureCookie, appSecret, retention } = config.admin;
  const consoleOptions = { appSecret, retention, session: { secureCookie } };
  // SMTP_URL, or an outbox folder of .eml files (each named in a log line).
  const newsletter = {
    mailer: mailerFromConfig(config.mail, logger),
    linkOrigin: config.mail.linkOrigin,
  };
  const app = createApp({
    db,
    logger,
    trustProxy: config.trustProxy,
    rateLimit: { ...config.rateLimit, store: sharedStore?.store },
    corsOrigins: config.corsOrigins,
    responseCache: { ttlSeconds: config.responseCacheTtlSeconds, sync: cacheSync },
    admin: { ...consoleOptions, allowedOrigins },
    board: config.board,
    newsletter,
    metrics: config.metrics !== undefined,
  });
  const jobServices = createServices(db, consoleOptions, logger);
  // Retention (RETENTION_*_MONTHS): daily, in this process; `npm run admin -- apply-retention` runs it once.
  const retentionJob = scheduleDaily(
    'retention',
    () => jobServices.admin.retention.apply({ kind: 'system' }),
    logger,
  );
  // Cookieless counting: yesterday's salt is deleted just after midnight UTC, even when no
  // visitor comes to replace it (each instance also drops its copy on the new day's first count).
  const saltJob = scheduleDaily(
    'visitor-salts',
    () => jobServices.visitors.forgetPastSalts(),
    logger,
    {
      firstRunAfterMs: msUntilNextUtcDay(new Date()) + 1_000,
    },
  );
  // Scheduled content publications: every 20 s in every instance, each claimed by one.
  const publicationJob = scheduleDaily(
    'scheduled-publications',
    () => publishDueContent(app),
    logger,
    {
      firstRunAfterMs: 5_000,
      intervalMs: 20_000,
    },
  );
  // Leads to webhooks and sales mails (the outbox): in this process, beside every other instance.
  const deliveries = deliveryWorker(db, logger, {
    mailer: newsletter.mailer,
    consoleOrigin: config.mail.linkOrigin,
    allowPrivateNetworks: config.webhooks.allowPrivateNetworks,
  });
  deliveries.start();
  // SIGTERM: /readyz fails, requests are served through the drain, then the
  // listeners close and running requests finish (server-kit's shutdown); the
  // delivery round in flight finishes (what it claimed is recorded) before the pool goes.
  const stop = gracefulShutdown(shutdownSettings);
  const servers = await listen(app, stop.listener(app), db, config);
  stop.track(...servers);
  stopOnSignals(stop, {
    settings: shutdownSettings,
    log: (message) => logger.info(`shutdown: ${message}`),
    cleanup: async () => {
      retentionJob.stop();
      saltJob.stop();
      publicationJob.stop();
      await deliveries.stop();
      await Promise.allSettled([db.destroy(), sharedStore?.close(), cacheSync?.close()]);
      logger.info('stopped');
      await new Promise<void>((done) => logger.flush(() => done()));
    },
  });
}

/**
 * The public port, the Unix socket (API_SOCKET) and the metrics listener
 * (METRICS_PORT): the servers to close on shutdown.
 */
async function listen(
  app: Express,
  listener: RequestListener,
  db: Db,
  config: ServerConfig,
): Promise<Server[]> {
  // The port first: a second instance on the same port stops here, before it
  // could take over the first one's socket file.
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = createExpressServer(app, listener)
      .once('error', reject)
      .listen(config.port, config.host, () => resolve(listening));
  });
  const { address, port } = server.address() as AddressInfo;
  console.log(`api listening on http://${address}:${port}`);
  const servers: Server[] = [server];
  if (config.socketPath) {
    servers.push(await listenOnUnixSocket(app, config.socketPath, listener));
    console.log(`api listening on ${config.socketPath}`);
  }
  if (config.metrics) {
    const metricsServer = await serveApiMetrics(db, config.metrics);
    servers.push(metricsServer);
    console.log(`api metrics on ${metricsUrl(metricsServer)}`);
  }
  return servers;
}

/**
 * Production mails must say who really sends them: the LEGAL_* example
 * values are fine on a laptop, a warning at every start in production (the
 * server still starts: `npm start` runs in production mode on a laptop too).
 */
function warnOfExampleLegalSettings(names: string[], logger: Logger): void {
  if (process.env.NODE_ENV !== 'production' || names.length === 0) return;
  logger.warn(
    { settings: names },
    `mails carry example sender identification: set ${names.join(', ')} (README)`,
  );
}

main().catch((err: unknown) => {
  console.error('api failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
