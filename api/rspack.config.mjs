// One CommonJS bundle, dist/server.js. Libraries stay in node_modules (native
// better-sqlite3, knex's dynamic driver requires); the workspace package
// `contracts`, which ships TypeScript source, is bundled.
import path from 'node:path';
import { createNodeConfig } from '../build/rspack.base.mjs';

const dir = import.meta.dirname;

export default createNodeConfig({
  name: 'api',
  dir,
  entry: './src/server.ts',
  outputPath: path.join(dir, 'dist'),
  outputName: 'server',
  bundled: ['contracts'],
});
