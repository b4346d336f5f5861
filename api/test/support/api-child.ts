/**
 * The API as its own process, for the test that kills it (webhooks-restart):
 * the database named by the environment, the app on PORT, and — unless
 * DELIVERY_WORKER=off — the delivery worker, as src/server.ts runs them.
 * Loaded through support/api-child.cjs (TypeScript via @swc/core).
 */
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app';
import { createDb, knexConfigFromEnv } from '../../src/db/connection';
import { prepareDatabase } from '../../src/db/migrate';
import { discardingMailer } from '../../src/mail/mailer';
import { deliveryWorker } from '../../src/services/routing/worker';
import { quiet } from './test-db';

async function main() {
  const db = createDb(knexConfigFromEnv(), quiet);
  await prepareDatabase(db);
  if (process.env.DELIVERY_WORKER !== 'off')
    deliveryWorker(db, quiet, {
      mailer: discardingMailer,
      consoleOrigin: 'http://localhost:3000',
      allowPrivateNetworks: true,
      pollMs: 100,
    }).start();
  const server = createApp({ db, rateLimit: false }).listen(0, '127.0.0.1', () => {
    process.stdout.write(`port ${(server.address() as AddressInfo).port}\n`);
  });
}

void main();
