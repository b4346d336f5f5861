// API throughput: the real API (directly on its port, not through the shell's
// proxy) against a bare Express handler returning the same JSON, measured one
// after the other in the same run with the same load.
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { ENDPOINTS, LOAD } from './config.mjs';

/**
 * @typedef {object} LoadResult
 * @property {number} rps average requests per second
 * @property {number} p99 latency in ms
 * @property {number} non2xx
 * @property {number} errors errors and timeouts
 */

/**
 * @param {string} url
 * @param {number} durationSeconds
 * @returns {Promise<LoadResult>}
 */
async function load(url, durationSeconds) {
  const result = await autocannon({
    url,
    connections: LOAD.connections,
    duration: durationSeconds,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** @param {{ path: string, body: unknown }[]} routes */
async function startBareServer(routes) {
  const worker = new Worker(new URL('./bare-server.mjs', import.meta.url), {
    workerData: { routes },
  });
  const port = await new Promise((resolve, reject) => {
    worker.once('message', (message) => resolve(message.port));
    worker.once('error', reject);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      worker.postMessage('close');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}

/**
 * @param {string} apiOrigin
 * @param {{ durationSeconds: number, endpoints?: { name: string, path: string }[], log?: (line: string) => void }} options
 */
export async function measureApi(
  apiOrigin,
  { durationSeconds, endpoints = ENDPOINTS, log = () => {} },
) {
  const routes = [];
  for (const { path } of endpoints) {
    const response = await fetch(apiOrigin + path);
    if (!response.ok) throw new Error(`${apiOrigin + path} answered ${response.status}`);
    routes.push({ path, body: await response.json() });
  }
  const bare = await startBareServer(routes);
  const warmUp = Math.min(1, durationSeconds);
  try {
    const results = [];
    for (const { name, path } of endpoints) {
      log(
        `autocannon ${path}: API, then bare Express (${durationSeconds} s each after a ${warmUp} s warm-up)`,
      );
      await load(apiOrigin + path, warmUp); // JIT and caches warm on both sides alike
      const api = await load(apiOrigin + path, durationSeconds);
      await load(bare.origin + path, warmUp);
      const baseline = await load(bare.origin + path, durationSeconds);
      results.push({
        name,
        path,
        bodyBytes: JSON.stringify(routes.find((route) => route.path === path)?.body).length,
        api,
        bare: baseline,
        ratio: baseline.rps > 0 ? api.rps / baseline.rps : 0,
      });
    }
    return results;
  } finally {
    await bare.close();
  }
}
