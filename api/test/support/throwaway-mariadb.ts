import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { freePort } from './free-port';

/**
 * A private MariaDB server for the test suite: own data dir, port and socket,
 * root without password. The state is a plain JSON file so any process (the
 * jest parent, a test file) can stop, restart and finally remove the server.
 */
export interface MariadbServer {
  url: string;
  port: number;
  socket: string;
  dir: string;
  pid: number;
}

const MARIADBD = '/usr/sbin/mariadbd';
export const FALLBACK_URL = 'mysql://root@127.0.0.1:3306';
/** Where globalSetup leaves the server description for the tests and teardown. */
export const STATE_FILE = path.join(
  os.tmpdir(),
  `hello-api-mariadb-${process.ppid}-${process.pid}.json`,
);
export const STATE_ENV = 'HELLO_API_MARIADB_STATE';
/** The admin URL the tests connect to (set by globalSetup). */
export const URL_ENV = 'HELLO_API_TEST_MYSQL_URL';

export function mariadbInstalled(): boolean {
  return fs.existsSync(MARIADBD);
}

function installCommand(): string {
  for (const cmd of ['/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db']) {
    if (fs.existsSync(cmd)) return cmd;
  }
  throw new Error('mariadb-install-db not found');
}

/** Resolves once a connection succeeds; throws after `timeoutMs`. */
export async function waitForMysql(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const conn = await mysql.createConnection({ uri: url, connectTimeout: 1000 });
      await conn.end();
      return;
    } catch (err) {
      lastError = err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`MySQL/MariaDB at ${url} not reachable: ${String(lastError)}`);
}

function launch(server: Omit<MariadbServer, 'pid'>): number {
  const child = spawn(
    MARIADBD,
    [
      '--no-defaults',
      `--datadir=${path.join(server.dir, 'data')}`,
      `--socket=${server.socket}`,
      `--pid-file=${path.join(server.dir, 'mariadbd.pid')}`,
      `--port=${server.port}`,
      '--bind-address=127.0.0.1',
      '--skip-networking=0',
      '--user=root',
      // Throwaway data: trade durability for speed.
      '--innodb-flush-log-at-trx-commit=0',
      '--innodb-buffer-pool-size=64M',
      '--skip-log-bin',
      '--character-set-server=utf8mb4',
      '--collation-server=utf8mb4_unicode_ci',
      `--log-error=${path.join(server.dir, 'error.log')}`,
    ],
    // Detached: it must outlive the process that (re)started it, e.g. a test file.
    { detached: true, stdio: 'ignore' },
  );
  child.unref();
  if (!child.pid) throw new Error('mariadbd did not start');
  return child.pid;
}

/** Initialises a temp data dir and starts mariadbd on a free port. */
export async function startMariadb(): Promise<MariadbServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hello-api-mariadb-'));
  const init = spawnSync(
    installCommand(),
    [
      '--no-defaults',
      `--datadir=${path.join(dir, 'data')}`,
      '--user=root',
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
    ],
    { encoding: 'utf8' },
  );
  if (init.status !== 0) {
    throw new Error(`mariadb-install-db failed: ${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  const base = {
    url: `mysql://root@127.0.0.1:${port}`,
    port,
    socket: path.join(dir, 'mariadb.sock'),
    dir,
  };
  const server = { ...base, pid: launch(base) };
  await waitForMysql(server.url);
  return server;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the server (SIGTERM, then SIGKILL after 10 s) and waits until it is gone. */
export async function stopMariadb(server: MariadbServer): Promise<void> {
  if (!alive(server.pid)) return;
  process.kill(server.pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (alive(server.pid)) {
    if (Date.now() > deadline) process.kill(server.pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts a stopped server again on the same port and data dir; returns the new state. */
export async function restartMariadb(server: MariadbServer): Promise<MariadbServer> {
  await stopMariadb(server);
  const restarted = { ...server, pid: launch(server) };
  await waitForMysql(restarted.url);
  return restarted;
}

export async function removeMariadb(server: MariadbServer): Promise<void> {
  await stopMariadb(server);
  fs.rmSync(server.dir, { recursive: true, force: true });
}

export function writeState(file: string, server: MariadbServer): void {
  fs.writeFileSync(file, JSON.stringify(server));
}

export function readState(file: string): MariadbServer | undefined {
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as MariadbServer)
    : undefined;
}
