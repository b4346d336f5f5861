import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import {
  createExpressServer,
  gracefulShutdown,
  shutdownSettingsFromEnv,
  stopOnSignals,
  type ShutdownSettings,
} from 'server-kit';
import { metricsUrl } from 'server-kit/metrics';
import { setApiBaseUrl, setApiGet } from 'shared-ui';
import { createShellServer } from './app';
import { buildFiles } from './buildFiles';
import { readConfig, type ShellServerConfig } from './config';
import { serveShellMetrics } from './metrics/listener';
import { createApiAnswers } from './render/apiAnswers';
import { describeRemotesFiles } from './remotes';

/**
 * The builds, every file of them, on a loopback port of its own: the server
 * loads the remotes' Node builds from here, as the public listener hides them.
 */
function listenForOwnBuilds(config: ShellServerConfig): Promise<Server> {
  const server = createExpressServer(express().use(buildFiles(config)));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function main() {
  let config: ShellServerConfig;
  let shutdownSettings: ShutdownSettings;
  try {
    config = readConfig();
    shutdownSettings = shutdownSettingsFromEnv();
  } catch (error) {
    console.error(`shell server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // Data loaders on the server call the API directly, not through our own proxy.
  setApiBaseUrl(config.apiUrl);
  // ...and share their anonymous answers for as long as a rendered page is kept.
  const apiAnswers = createApiAnswers({ ttlMs: config.pageCacheTtlMs });
  setApiGet(apiAnswers.get);
  const builds = await listenForOwnBuilds(config);
  if (!config.remotesOrigin)
    config.remotesOrigin = `http://127.0.0.1:${(builds.address() as AddressInfo).port}`;
  const stop = gracefulShutdown(shutdownSettings);
  const server = createShellServer(config, stop, apiAnswers).listen(
    config.port,
    config.host,
    () => {
      console.log(
        `shell server listening on http://${config.host}:${config.port} (API ${config.apiUrl}; sections: ${describeRemotesFiles(config.remotesFile)})`,
      );
    },
  );
  const metrics = config.metrics && (await serveShellMetrics(config.metrics));
  if (metrics) console.log(`shell metrics on ${metricsUrl(metrics)}`);

  // SIGTERM / Ctrl-C: /readyz fails, pages are served through the drain, then the
  // listener closes and running requests finish (server-kit's shutdown). The
  // builds' listener closes last: a page still rendering may load a section from it.
  stop.track(server);
  stopOnSignals(stop, {
    settings: shutdownSettings,
    log: (message) => console.log(`shell server: ${message}`),
    cleanup: () => {
      for (const auxiliary of [builds, metrics]) {
        if (!auxiliary) continue;
        auxiliary.close();
        auxiliary.closeAllConnections();
      }
    },
  });
}

void main();
