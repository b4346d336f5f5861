import { Histogram } from 'prom-client';
import type { Db } from '../db/connection';
import { replaceGauge } from './replace-gauge';

/** OpenTelemetry's db.client.operation.duration, by the kind of statement (never its text). */
const queryDuration = new Histogram({
  name: 'db_client_operation_duration_seconds',
  help: 'Duration of database queries, by kind of statement.',
  labelNames: ['db_operation_name'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

/** Knex's query methods, folded into the statements they run. */
const OPERATIONS: Record<string, string> = {
  select: 'select',
  first: 'select',
  pluck: 'select',
  insert: 'insert',
  update: 'update',
  counter: 'update',
  del: 'delete',
  raw: 'raw',
};

/** What knex passes to its query events. */
interface QueryEvent {
  __knexQueryUid?: string;
  method?: string;
}

/** Knex's connection pool (tarn). */
interface Pool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** Queries started and not yet answered; a bound keeps a lost answer from growing it. */
const MAX_IN_FLIGHT = 10_000;

/**
 * The database's side of the metrics: each query's duration (knex's
 * `query` and `query-response`/`query-error` events, a transaction's
 * queries included) and the connection pool's use, read at scrape time.
 */
export function observeDatabase(db: Db): void {
  const started = new Map<string, { at: number; operation: string }>();
  db.on('query', (query: QueryEvent) => {
    if (!query.__knexQueryUid) return;
    if (started.size >= MAX_IN_FLIGHT) started.clear();
    const operation = OPERATIONS[query.method ?? ''] ?? 'other';
    started.set(query.__knexQueryUid, { at: performance.now(), operation });
  });
  const settle = (query: QueryEvent) => {
    const start = query.__knexQueryUid && started.get(query.__knexQueryUid);
    if (!start) return;
    started.delete(query.__knexQueryUid!);
    queryDuration.observe(
      { db_operation_name: start.operation },
      (performance.now() - start.at) / 1000,
    );
  };
  db.on('query-response', (_response: unknown, query: QueryEvent) => settle(query));
  db.on('query-error', (_error: unknown, query: QueryEvent) => settle(query));

  const pool = () => (db.client as { pool?: Pool }).pool;
  replaceGauge({
    name: 'db_client_connection_count',
    help: 'Connections of the database pool, by state (used, idle).',
    labelNames: ['db_client_connection_state'] as const,
    collect() {
      const current = pool();
      this.set({ db_client_connection_state: 'used' }, current?.numUsed() ?? 0);
      this.set({ db_client_connection_state: 'idle' }, current?.numFree() ?? 0);
    },
  });
  replaceGauge({
    name: 'db_client_connection_pending_requests',
    help: 'Requests waiting for a connection of the database pool.',
    collect() {
      this.set(pool()?.numPendingAcquires() ?? 0);
    },
  });
}
