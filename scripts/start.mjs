// `npm start` (after `npm run build`): the API (SQLite unless DATABASE_URL is
// set; created, migrated and seeded on first start) and the shell's server,
// which serves the shell, every remote's build under /remotes/<name>/ and
// proxies /api. One URL: http://localhost:PORT. Their Prometheus metrics are
// on 127.0.0.1 only, at PORT+2 (the API) and PORT+3 (the shell); METRICS_PORT
// and SHELL_METRICS_PORT choose others, empty switches one off.
import os from 'node:os';
import path from 'node:path';
import { runAll, waitForUrl } from './processes.mjs';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? port + 1);
const host = process.env.HOST ?? '127.0.0.1';
// The shell's /api proxy reaches the API on a Unix socket: no TCP on either
// side, less CPU per proxied request. The TCP port stays (health checks, tools).
const apiSocket =
  process.env.API_SOCKET ??
  (process.platform === 'win32' ? '' : path.join(os.tmpdir(), `hello-site-api-${apiPort}.sock`));
// The origins the site answers as (the first is canonical): the console's
// CSRF check, and the only origins pages, sitemaps and robots.txt link to.
const publicOrigin =
  process.env.PUBLIC_ORIGIN ?? `http://localhost:${port},http://127.0.0.1:${port}`;
const apiMetricsPort = process.env.METRICS_PORT ?? String(port + 2);
const shellMetricsPort = process.env.SHELL_METRICS_PORT ?? String(port + 3);

const { stop } = runAll([
  {
    name: 'api',
    command: process.execPath,
    args: ['api/dist/server.js'],
    env: {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      API_SOCKET: apiSocket,
      // Behind the shell's proxy: rate limits count the visitor, not the proxy.
      TRUST_PROXY: 'loopback',
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      // The production build, but on plain http://localhost: a Secure (__Host-)
      // staff cookie would be dropped by the browser. Behind TLS set it to true.
      ADMIN_COOKIE_SECURE: process.env.ADMIN_COOKIE_SECURE ?? 'false',
      // The origins the console's writes come from (CSRF check; browsers also send Sec-Fetch-Site).
      PUBLIC_ORIGIN: publicOrigin,
      METRICS_PORT: apiMetricsPort,
      METRICS_HOST: '127.0.0.1',
    },
  },
  {
    name: 'shell',
    command: process.execPath,
    // The heap the container gives it (deploy/docker/shell.Dockerfile): what is measured is what runs.
    // SHELL_NODE_ARGS: extra flags for profiling (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
    args: [
      ...(process.env.SHELL_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--max-old-space-size=256',
      'shell/dist/server/index.js',
    ],
    env: {
      PORT: String(port),
      HOST: host,
      API_URL: `http://127.0.0.1:${apiPort}`,
      API_SOCKET: apiSocket,
      PUBLIC_ORIGIN: publicOrigin,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      SHELL_METRICS_PORT: shellMetricsPort,
      METRICS_HOST: '127.0.0.1',
    },
  },
]);

/** The metrics' URLs, each once its listener answers (none when switched off). */
const metricsUrls = [
  ['API', apiMetricsPort],
  ['shell', shellMetricsPort],
].flatMap(([name, metricsPort]) =>
  metricsPort.trim() ? [[name, `http://127.0.0.1:${metricsPort.trim()}/metrics`]] : [],
);

try {
  await Promise.all([
    waitForUrl(`http://127.0.0.1:${apiPort}/healthz`),
    waitForUrl(`http://127.0.0.1:${port}/healthz`),
    ...metricsUrls.map(([, url]) => waitForUrl(url)),
  ]);
  console.log(`\n  The site is running on http://localhost:${port}  (Ctrl-C stops it)`);
  for (const [name, url] of metricsUrls) console.log(`  ${`${name} metrics:`.padEnd(15)}${url}`);
  console.log('');
} catch (error) {
  console.error(String(error));
  stop(1);
}
