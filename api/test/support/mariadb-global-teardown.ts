import fs from 'node:fs';
import { STATE_ENV, readState, removeMariadb } from './throwaway-mariadb';

/** Stops the throwaway server (if globalSetup started one) and deletes its files. */
export default async function globalTeardown(): Promise<void> {
  const file = process.env[STATE_ENV];
  if (!file) return;
  const server = readState(file);
  if (server) await removeMariadb(server);
  fs.rmSync(file, { force: true });
  delete process.env[STATE_ENV];
}
