// One CommonJS bundle per entry in dist/: server.js (the API), admin.js
// (`npm run admin`, the staff command line) and backup.js (`npm run backup`,
// `npm run restore`); the command lines are in the production images too.
// Libraries stay in node_modules (native better-sqlite3 and argon2, knex's
// dynamic driver requires); the workspace packages `contracts` and
// `server-kit`, which ship TypeScript source, are bundled. The covers' font goes beside the bundle
// (dist/fonts/), where src/covers/coverPng.ts finds it as in the sources.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { createNodeConfig } from '../build/rspack.base.mjs';

const dir = import.meta.dirname;

const server = createNodeConfig({
  name: 'api',
  dir,
  entry: './src/server.ts',
  outputPath: path.join(dir, 'dist'),
  outputName: 'server',
  bundled: ['contracts', 'server-kit'],
});

export default (env, argv) => {
  const config = server(env, argv);
  config.entry = {
    ...config.entry,
    admin: './src/cli/admin-main.ts',
    backup: './src/cli/backup-main.ts',
  };
  config.plugins = [
    ...(config.plugins ?? []),
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'src/covers/fonts', to: 'fonts' }] }),
  ];
  return config;
};
