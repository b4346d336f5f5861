import path from 'node:path';
import { createBrowserConfig, createNodeConfig } from '../build/rspack.base.mjs';
import { EntryAssetsPlugin } from '../build/entry-assets-plugin.mjs';

const dir = import.meta.dirname;

const browser = createBrowserConfig({
  name: 'shell',
  dir,
  host: true,
  publicPath: '/static/',
  plugins: [new EntryAssetsPlugin()],
});
const server = createNodeConfig({
  name: 'shell-server',
  dir,
  entry: './server/index.ts',
  outputPath: path.join(dir, 'dist/server'),
});

export default (env, argv) => [browser(env, argv), server(env, argv)];
