// `npm run dev`: every app rebuilds on change (Rspack watch), and the API and
// the shell's server restart when their bundles change (node --watch).
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { runAll, waitForUrl } from './processes.mjs';
import { sectionFolders } from './workspaces.mjs';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? port + 1);
const rspack = (workspace) => ({
  name: `build:${workspace}`,
  command: process.execPath,
  args: [
    'node_modules/@rspack/cli/bin/rspack.js',
    'build',
    '--watch',
    '--mode',
    'development',
    '-c',
    `${workspace}/rspack.config.mjs`,
  ],
});

// node --watch needs the files to exist before the first build lands.
for (const file of ['api/dist/server.js', 'shell/dist/server/index.js']) {
  if (!existsSync(file)) {
    mkdirSync(file.slice(0, file.lastIndexOf('/')), { recursive: true });
    writeFileSync(file, '');
  }
}

runAll([
  rspack('api'),
  rspack('shell'),
  ...sectionFolders().map(rspack),
  {
    name: 'api',
    command: process.execPath,
    args: ['--watch', 'api/dist/server.js'],
    env: { PORT: String(apiPort), NODE_ENV: 'development' },
  },
  {
    name: 'shell',
    command: process.execPath,
    args: ['--watch', 'shell/dist/server/index.js'],
    env: {
      PORT: String(port),
      API_URL: `http://127.0.0.1:${apiPort}`,
      NODE_ENV: 'development',
      // The builds being watched, never a section's local release (.releases/remotes.json).
      REMOTES_FILE:
        process.env.REMOTES_FILE || path.join(import.meta.dirname, '..', 'remotes.json'),
    },
  },
]);

waitForUrl(`http://127.0.0.1:${port}/healthz`, 120_000).then(
  () =>
    console.log(
      `\n  Dev site on http://localhost:${port}  (rebuilds on change; reload the page)\n`,
    ),
  (error) => console.error(String(error)),
);
