import type { Server } from 'node:http';
import { collectProcessMetrics, listenForMetrics, type MetricsAddress } from 'server-kit/metrics';
import type { Db } from '../db/connection';
import { backupDirFromEnv, observeBackups } from './backups';
import { observeDatabase } from './database';
import { observeOutbox } from './outbox';

/**
 * The API's metrics on their own listener (METRICS_PORT): the process, the
 * database, the outbox and the backups (BACKUP_DIR) are observed from now
 * on; the request, lead and cache metrics are counted by the app
 * (createApp's `metrics`).
 */
export function serveApiMetrics(
  db: Db,
  address: MetricsAddress,
  backupDir = backupDirFromEnv(process.env),
): Promise<Server> {
  collectProcessMetrics();
  observeDatabase(db);
  observeOutbox(db);
  observeBackups(backupDir);
  return listenForMetrics(address);
}
