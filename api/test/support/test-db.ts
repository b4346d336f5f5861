import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, mysqlConfig, sqliteConfig, type Db } from '../../src/db/connection';
import { prepareDatabase } from '../../src/db/migrate';
import { createLogger } from '../../src/logger';
import { URL_ENV } from './throwaway-mariadb';

/** Silent under jest; LOG_LEVEL=debug shows knex's messages when a test needs them. */
export const quiet = createLogger();

export type TestDbKind = 'sqlite' | 'mariadb';

export interface TestDb {
  kind: TestDbKind;
  db: Db;
  /** The environment that names this database to another process or pool (SQLITE_FILE or DATABASE_URL). */
  env: Record<string, string>;
  /** Closes the pool and deletes the database (file or schema). */
  destroy(): Promise<void>;
}

export function testDbKind(): TestDbKind {
  const kind = process.env.TEST_DB;
  if (kind !== 'sqlite' && kind !== 'mariadb') {
    throw new Error('TEST_DB must be sqlite or mariadb (set by test/support/use-*.ts)');
  }
  return kind;
}

/** The admin URL globalSetup prepared (throwaway server, TEST_MYSQL_URL or fallback). */
export function adminMysqlUrl(): string {
  const url = process.env[URL_ENV];
  if (!url) throw new Error(`${URL_ENV} not set: did mariadb-global-setup run?`);
  return url;
}

async function createSqlite(): Promise<TestDb> {
  const file = path.join(os.tmpdir(), `hello-api-test-${randomUUID()}.sqlite`);
  const db = createDb(sqliteConfig(file), quiet);
  return {
    kind: 'sqlite',
    db,
    env: { SQLITE_FILE: file },
    destroy: async () => {
      await db.destroy();
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    },
  };
}

/**
 * The server-level connection that creates and drops a test's database. The
 * app's own fail-fast wait (ACQUIRE_TIMEOUT_MS) is for answering 503; a test's
 * set-up and clean-up on a busy machine may wait longer for a connection.
 */
const adminConfig = (admin: string) => ({
  ...mysqlConfig(admin),
  acquireConnectionTimeout: 30_000,
});

async function createMariadb(): Promise<TestDb> {
  const admin = adminMysqlUrl();
  const name = `hello_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const root = createDb(adminConfig(admin), quiet);
  try {
    await root.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await root.destroy();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db = createDb(mysqlConfig(url.toString()), quiet);
  return {
    kind: 'mariadb',
    db,
    env: { DATABASE_URL: url.toString() },
    destroy: async () => {
      await db.destroy();
      const cleanup = createDb(adminConfig(admin), quiet);
      try {
        await cleanup.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await cleanup.destroy();
      }
    },
  };
}

/** A fresh, empty database of the project's kind (not migrated). */
export function createEmptyTestDb(): Promise<TestDb> {
  return testDbKind() === 'sqlite' ? createSqlite() : createMariadb();
}

/** A fresh database, migrated and seeded exactly as the server does on start. */
export async function createTestDb(): Promise<TestDb> {
  const testDb = await createEmptyTestDb();
  try {
    await prepareDatabase(testDb.db);
  } catch (err) {
    // An open pool would keep jest from exiting after the failure.
    await testDb.destroy();
    throw err;
  }
  return testDb;
}
