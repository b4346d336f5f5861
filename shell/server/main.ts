import { setApiBaseUrl } from 'shared-ui';
import { createShellServer } from './app';
import { readConfig } from './config';

const config = readConfig();
// Data loaders on the server call the API directly, not through our own proxy.
setApiBaseUrl(config.apiUrl);
const server = createShellServer(config).listen(config.port, config.host, () => {
  console.log(
    `shell server listening on http://${config.host}:${config.port} (API ${config.apiUrl})`,
  );
});

// Ctrl-C / SIGTERM: stop accepting, finish open requests, exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
