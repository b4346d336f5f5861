import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createExpressServer } from 'server-kit';
import { metricsUrl } from 'server-kit/metrics';
import { setApiBaseUrl } from 'shared-ui';
import { createShellServer } from './app';
import { buildFiles } from './buildFiles';
import { readConfig, type ShellServerConfig } from './config';
import { serveShellMetrics } from './metrics/listener';
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
  try {
    config = readConfig();
  } catch (error) {
    console.error(`shell server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // Data loaders on the server call the API directly, not through our own proxy.
  setApiBaseUrl(config.apiUrl);
  const builds = await listenForOwnBuilds(config);
  if (!config.remotesOrigin)
    config.remotesOrigin = `http://127.0.0.1:${(builds.address() as AddressInfo).port}`;
  const server = createShellServer(config).listen(config.port, config.host, () => {
    console.log(
      `shell server listening on http://${config.host}:${config.port} (API ${config.apiUrl}; sections: ${describeRemotesFiles(config.remotesFile)})`,
    );
  });
  const metrics = config.metrics && (await serveShellMetrics(config.metrics));
  if (metrics) console.log(`shell metrics on ${metricsUrl(metrics)}`);

  // Ctrl-C / SIGTERM: stop accepting, finish open requests, exit.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      builds.close();
      builds.closeAllConnections();
      metrics?.close();
      metrics?.closeAllConnections();
      server.close(() => process.exit(0));
      server.closeAllConnections();
      setTimeout(() => process.exit(0), 3000).unref();
    });
  }
}

void main();
