import fs from 'node:fs';
import {
  FALLBACK_URL,
  STATE_ENV,
  STATE_FILE,
  URL_ENV,
  mariadbInstalled,
  readState,
  startMariadb,
  waitForMysql,
  writeState,
} from './throwaway-mariadb';

/**
 * Before the api-mariadb project: TEST_MYSQL_URL if given, else a throwaway
 * mariadbd, else localhost:3306. Nothing reachable fails the run loudly.
 * Env vars set here reach the tests (same process with --runInBand; inherited
 * by workers, which start after globalSetup).
 */
export default async function globalSetup(): Promise<void> {
  const given = process.env.TEST_MYSQL_URL;
  if (given) {
    await waitForMysql(given, 5000);
    process.env[URL_ENV] = given;
    return;
  }
  if (mariadbInstalled()) {
    const server = await startMariadb();
    writeState(STATE_FILE, server);
    process.env[STATE_ENV] = STATE_FILE;
    process.env[URL_ENV] = server.url;
    // If jest dies before globalTeardown, do not leave a server behind.
    process.once('exit', () => {
      const current = readState(STATE_FILE);
      if (!current) return;
      try {
        process.kill(current.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      fs.rmSync(current.dir, { recursive: true, force: true });
      fs.rmSync(STATE_FILE, { force: true });
    });
    return;
  }
  await waitForMysql(FALLBACK_URL, 5000);
  process.env[URL_ENV] = FALLBACK_URL;
}
