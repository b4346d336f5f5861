// The baseline for the API throughput figure: a bare Express 5 app that
// answers the endpoint with the same JSON from memory, nothing else (no
// middleware, no database). Runs in a worker thread so it gets its own event
// loop instead of sharing one with autocannon in the bench's main thread.
import { parentPort, workerData } from 'node:worker_threads';
import express from 'express';

/** @type {{ routes: { path: string, body: unknown }[] }} */
const { routes } = workerData;
const app = express();
// A path may carry a query (`/api/faqs?country=ES`): routed on its path part.
for (const { path, body } of routes) app.get(path.split('?')[0], (_req, res) => res.json(body));

const server = app.listen(0, '127.0.0.1', () => {
  parentPort?.postMessage({
    port: /** @type {import('node:net').AddressInfo} */ (server.address()).port,
  });
});
parentPort?.on('message', (message) => {
  if (message === 'close') {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  }
});
