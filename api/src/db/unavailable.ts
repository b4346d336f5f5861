/**
 * Errors that mean "the database is not there right now" rather than a bug:
 * these become 503 so clients retry later, and the pool recovers on its own.
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'ECONNABORTED',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_ACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
]);

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { name?: unknown; code?: unknown; fatal?: unknown };
  // knex: "Timeout acquiring a connection. The pool is probably full..."
  if (e.name === 'KnexTimeoutError') return true;
  if (typeof e.code === 'string' && unavailableCodes.has(e.code)) return true;
  // mysql2 marks errors that killed the connection as fatal.
  return e.fatal === true;
}
