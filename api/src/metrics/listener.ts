import type { Server } from 'node:http';
import { collectProcessMetrics, listenForMetrics, type MetricsAddress } from 'server-kit/metrics';
import type { Db } from '../db/connection';
import { observeDatabase } from './database';
import { observeOutbox } from './outbox';

/**
 * The API's metrics on their own listener (METRICS_PORT): the process, the
 * database and the outbox are observed from now on; the request, lead and
 * cache metrics are counted by the app (createApp's `metrics`).
 */
export function serveApiMetrics(db: Db, address: MetricsAddress): Promise<Server> {
  collectProcessMetrics();
  observeDatabase(db);
  observeOutbox(db);
  return listenForMetrics(address);
}
