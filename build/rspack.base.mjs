// Shared Rspack settings for every app: one place, one small config per app.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedConfig } from './shared.mjs';

const isProduction = (mode) => mode !== 'development';

/** TypeScript + JSX through Rspack's built-in SWC. */
function scriptRule({ target }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
      env:
        target === 'node'
          ? { targets: 'node 20' }
          : { targets: ['chrome >= 100', 'firefox >= 100', 'safari >= 15'] },
    },
    type: 'javascript/auto',
  };
}

/**
 * A browser build of one app with Module Federation.
 * @param {object} o
 * @param {string} o.name federation name
 * @param {string} o.dir the app's folder
 * @param {Record<string,string>} [o.exposes] remotes only
 * @param {boolean} [o.host]
 * @param {import('@rspack/core').RspackPluginInstance[]} [o.plugins]
 * @param {string} [o.publicPath] host: where its files are served; remotes: 'auto' (any path works)
 */
export function createBrowserConfig({
  name,
  dir,
  exposes,
  host = false,
  plugins = [],
  publicPath = 'auto',
}) {
  return (_env, argv = {}) => {
    const mode = argv.mode ?? 'production';
    const prod = isProduction(mode);
    return {
      name: `${name}-browser`,
      mode,
      context: dir,
      target: 'web',
      entry: { main: './src/index.ts' },
      devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, host ? 'dist/client' : 'dist'),
        publicPath,
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      module: { rules: [scriptRule({ target: 'web' })] },
      optimization: { minimize: prod },
      performance: { hints: false },
      plugins: [
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
        new ModuleFederationPlugin({
          name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          remotes: {},
          shared: sharedConfig(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          dev: false,
        }),
        ...plugins,
      ],
      stats: 'errors-warnings',
    };
  };
}

/**
 * A Node build (the API, the shell's web server): one bundle, every npm
 * package left external except workspace packages, which are TS source.
 * @param {object} o
 * @param {string} o.name
 * @param {string} o.dir
 * @param {string} o.entry
 * @param {string} o.outputPath
 * @param {string} [o.outputName] the bundle's file name without .js
 * @param {string[]} [o.bundled] package names to bundle (workspace sources)
 */
export function createNodeConfig({
  name,
  dir,
  entry,
  outputPath,
  outputName = 'index',
  bundled = ['contracts', 'shared-ui'],
}) {
  return (_env, argv = {}) => {
    const mode = argv.mode ?? 'production';
    return {
      name: `${name}-node`,
      mode,
      context: dir,
      target: 'node20',
      entry: { [outputName]: entry },
      devtool: 'source-map',
      output: {
        path: outputPath,
        filename: '[name].js',
        library: { type: 'commonjs2' },
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      module: { rules: [scriptRule({ target: 'node' })] },
      optimization: { minimize: false },
      // Real __dirname: servers find their files relative to their bundle.
      node: { __dirname: false, __filename: false },
      externalsPresets: { node: true },
      externals: [
        ({ request }, callback) => {
          const isBare = request && !request.startsWith('.') && !path.isAbsolute(request);
          const isBundled = bundled.some(
            (pkg) => request === pkg || request?.startsWith(`${pkg}/`),
          );
          if (isBare && !isBundled) return callback(undefined, `commonjs ${request}`);
          return callback();
        },
      ],
      plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) })],
      stats: 'errors-warnings',
    };
  };
}
