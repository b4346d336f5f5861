import fs from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import type { Logger } from 'pino';

export type Db = Knex;

/** Fail fast: a dead database must answer 503 within a few seconds, not hang. */
export const ACQUIRE_TIMEOUT_MS = 2500;

/**
 * The api package folder, found by walking up from this file. The same code
 * runs as TS source (api/src/db) and bundled (api/dist), from any cwd.
 */
export function apiRoot(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === 'api') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start, '..');
    dir = parent;
  }
}

export function defaultSqliteFile(): string {
  return path.join(apiRoot(), 'data', 'hello.sqlite');
}

/** mysql://user:pass@host:port/db -> mysql2 connection settings. */
export function mysqlConfig(databaseUrl: string): Knex.Config {
  const url = new URL(databaseUrl);
  if (!/^(mysql|mariadb):$/.test(url.protocol)) {
    throw new Error(`DATABASE_URL must start with mysql:// (got ${url.protocol})`);
  }
  return {
    client: 'mysql2',
    connection: {
      host: url.hostname,
      port: url.port ? Number(url.port) : 3306,
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: decodeURIComponent(url.pathname.replace(/^\//, '')),
      // Timestamps are written and read as UTC; utf8mb4 for every language.
      timezone: 'Z',
      charset: 'utf8mb4',
      connectTimeout: ACQUIRE_TIMEOUT_MS,
    },
    // min 0: no idle connections to go stale while the database restarts.
    pool: { min: 0, max: 10 },
    acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
  };
}

export function sqliteConfig(filename: string): Knex.Config {
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  return {
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      // WAL lets readers and the writer work side by side; busy_timeout waits
      // for a lock briefly instead of failing at once.
      afterCreate(conn: { pragma(sql: string): unknown }, done: (err: Error | null) => void) {
        conn.pragma('journal_mode = WAL');
        conn.pragma('busy_timeout = 2000');
        done(null);
      },
    },
    acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
  };
}

/** DATABASE_URL selects MySQL/MariaDB; otherwise SQLite at SQLITE_FILE or api/data/hello.sqlite. */
export function knexConfigFromEnv(env: NodeJS.ProcessEnv = process.env): Knex.Config {
  if (env.DATABASE_URL) return mysqlConfig(env.DATABASE_URL);
  return sqliteConfig(path.resolve(env.SQLITE_FILE || defaultSqliteFile()));
}

/** Knex logs through console by default; send it to pino (silent in tests) instead. */
export function createDb(config: Knex.Config = knexConfigFromEnv(), logger?: Logger): Db {
  if (!logger) return knex(config);
  return knex({
    ...config,
    log: {
      warn: (msg: unknown) => logger.warn({ knex: msg }, 'knex warning'),
      error: (msg: unknown) => logger.error({ knex: msg }, 'knex error'),
      deprecate: (method: string, alternative: string) =>
        logger.warn(`knex: ${method} is deprecated, use ${alternative}`),
      debug: (msg: unknown) => logger.debug({ knex: msg }, 'knex debug'),
    },
  });
}

export function isMysql(db: Db): boolean {
  return db.client.config.client === 'mysql2';
}
