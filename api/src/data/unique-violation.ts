/**
 * A write refused by a unique index: SQLite (better-sqlite3) and MariaDB
 * (mysql2) name it differently. The services check uniqueness first, to
 * answer with a message at the field; this catches the save that passed the
 * check while another one, just as fast, took the value (see
 * services/console/versioned-record.ts).
 */
export function isUniqueViolation(error: unknown): boolean {
  const { errno, code } = (error ?? {}) as { errno?: unknown; code?: unknown };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'ER_DUP_ENTRY' || errno === 1062;
}
