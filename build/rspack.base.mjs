// Shared Rspack settings for every app: one place, one small config per app.
//
// Every federated app builds twice: for the browser, and for Node (the
// shell's server renders pages with the remotes' Node builds, loaded at run
// time over HTTP through the Module Federation runtime for Node).
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CompileHintsPlugin } from './compile-hints-plugin.mjs';
import { lazyModuleFiles } from './lazy-modules.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { BROWSER_TRIMMED, sharedConfig } from './shared.mjs';

const require = createRequire(import.meta.url);
const isProduction = (mode) => mode !== 'development';

/** Where a remote's Node build sits, relative to its browser build (and its manifest). */
export const SERVER_BUILD_DIR = 'server/';

/** The one module a section's remote exposes: its declaration (shared-ui's SectionDeclaration). */
export const SECTION_EXPOSE = './section';
const SECTION_FILE = './src/section.ts';

/** Notes the module on each function that loads one (build/lazy-modules.mjs). */
const lazyModuleRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  enforce: 'pre',
  loader: path.join(import.meta.dirname, 'lazy-module-loader.mjs'),
};

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

const common = (mode) => ({
  mode,
  resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  performance: { hints: false },
  stats: 'errors-warnings',
});

/**
 * The manifest tells the Node runtime where the server build of a remote is
 * (`metaData.ssrRemoteEntry`, relative to the manifest), so one remotes.json
 * line serves both the browser and the server.
 */
function addServerEntry(stats) {
  stats.metaData.ssrRemoteEntry = {
    name: 'remoteEntry.js',
    path: SERVER_BUILD_DIR,
    type: 'commonjs-module',
  };
}

/**
 * `metaData.lazyModules`: the files of every module the section loads on
 * demand (its pages), by key (build/lazy-modules.mjs). The server preloads
 * the rendered page's with the HTML.
 */
function addLazyModules(stats, compilation) {
  stats.metaData.lazyModules = lazyModuleFiles(compilation, compilation.options.context);
}

function sectionManifestData({ stats, compilation }) {
  addServerEntry(stats);
  addLazyModules(stats, compilation);
  return stats;
}

function federation({ name, exposes, target }) {
  const node = target === 'node';
  return new ModuleFederationPlugin({
    name,
    ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
    ...(exposes && node ? { library: { type: 'commonjs-module' } } : {}),
    remotes: {},
    shared: sharedConfig({ target }),
    shareStrategy: 'loaded-first',
    dts: false,
    dev: false,
    manifest: node ? false : exposes ? { additionalData: sectionManifestData } : true,
    // In the browser the federation runtime ships once, in the host; a remote's
    // entry is then a few KB instead of ~35 KB (DESIGN.md §8).
    // Remotes load no remotes of their own: their runtime code for that is dropped.
    ...(node
      ? {}
      : {
          experiments: exposes
            ? {
                externalRuntime: true,
                optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
              }
            : { provideExternalRuntime: true, optimization: { target: 'web' } },
        }),
    ...(node
      ? {
          remoteType: 'script',
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        }
      : {}),
  });
}

/**
 * What a Node build leaves to `require` at run time. A plain service keeps
 * every npm package external except workspace sources. A federated build
 * bundles everything but the listed server packages: a library left external
 * would load its own copy of React instead of the shared one.
 */
function nodeExternals({ federated, bundled, serverPackages }) {
  const matches = (request, pkg) => request === pkg || request.startsWith(`${pkg}/`);
  return ({ request }, callback) => {
    const isBare = request && !request.startsWith('.') && !path.isAbsolute(request);
    if (!isBare) return callback();
    const external = federated
      ? serverPackages.some((pkg) => matches(request, pkg))
      : !bundled.some((pkg) => matches(request, pkg));
    return external ? callback(undefined, `commonjs ${request}`) : callback();
  };
}

/** Also true for the folders above `folder`, which must survive for it to survive. */
function isInside(folder, file) {
  const relative = path.relative(folder, file);
  return (
    !relative.startsWith('..') ||
    path
      .relative(file, folder)
      .split(path.sep)
      .every((part) => part === '..')
  );
}

function browserConfig({ name, dir, exposes, host, plugins, publicPath, mode }) {
  const prod = isProduction(mode);
  return {
    ...common(mode),
    name: `${name}-browser`,
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
      // A remote's Node build lives inside its browser build's folder.
      clean: host
        ? true
        : { keep: (file) => isInside(path.join(dir, 'dist', SERVER_BUILD_DIR), file) },
    },
    resolve: {
      ...common(mode).resolve,
      // The trimmed shared packages (BROWSER_TRIMMED in shared.mjs).
      alias: Object.fromEntries(
        Object.entries(BROWSER_TRIMMED).map(([pkg, { file }]) => [
          `${pkg}$`,
          path.join(import.meta.dirname, file),
        ]),
      ),
    },
    module: {
      rules: [scriptRule({ target: 'web' }), lazyModuleRule],
      // An import a module does not export fails the build (not a shared one: those resolve at run time).
      parser: { javascript: { exportsPresence: 'error' } },
    },
    // A remote's declaration is one file with everything it does not share, and
    // each page one chunk: the manifest names them, and the server preloads the
    // declaration and the rendered page's chunk with the HTML.
    optimization: { minimize: prod, ...(host ? {} : { splitChunks: false }) },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      federation({ name, exposes, target: 'web' }),
      ...plugins,
      ...(prod ? [new CompileHintsPlugin(), new PrecompressPlugin()] : []),
    ],
  };
}

function nodeConfig({
  name,
  dir,
  entry,
  outputPath,
  outputName,
  exposes,
  federated,
  bundled = [],
  serverPackages = [],
  mode,
}) {
  return {
    ...common(mode),
    name: `${name}-node`,
    context: dir,
    target: federated ? 'async-node' : 'node20',
    entry: { [outputName]: entry },
    devtool: 'source-map',
    output: {
      path: outputPath,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${name}_node`,
      ...(exposes ? {} : { library: { type: 'commonjs2' } }),
      publicPath: '',
      clean: true,
    },
    module: {
      rules: [scriptRule({ target: 'node' }), ...(federated ? [lazyModuleRule] : [])],
    },
    optimization: { minimize: false },
    // Real __dirname: servers find their files relative to their bundle.
    node: { __dirname: false, __filename: false },
    externalsPresets: { node: true },
    externals: [nodeExternals({ federated, bundled, serverPackages })],
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      ...(federated ? [federation({ name, exposes, target: 'node' })] : []),
    ],
  };
}

const modeOf = (argv = {}) => argv.mode ?? 'production';
const WORKSPACE_SOURCES = ['contracts', 'server-kit', 'shared-ui'];

/**
 * A section's remote, built from its folder `mfe-<name>/`: its browser build
 * in dist/ (mf-manifest.json, remoteEntry.js) and its Node build in
 * dist/server/. It exposes one module, its declaration `src/section.ts`.
 * @param {{ dir: string }} o
 */
export function createRemoteConfig({ dir }) {
  const name = path.basename(dir).replace(/^mfe-/, '');
  const exposes = { [SECTION_EXPOSE]: SECTION_FILE };
  return (_env, argv) => {
    const mode = modeOf(argv);
    return [
      browserConfig({ name, dir, exposes, host: false, plugins: [], publicPath: 'auto', mode }),
      {
        ...nodeConfig({
          name,
          dir,
          entry: './src/index.ts',
          outputPath: path.join(dir, 'dist', SERVER_BUILD_DIR),
          outputName: 'main',
          exposes,
          federated: true,
          mode,
        }),
        // The Node build writes inside dist/, which the browser build cleans:
        // build one after the other, or the clean races the writes.
        dependencies: [`${name}-browser`],
      },
    ];
  };
}

/**
 * The host: its browser build in dist/client/ (served under `publicPath`) and
 * its web server, a federated Node build, in dist/server/.
 * @param {{ name: string, dir: string, publicPath: string, serverEntry: string, serverPackages: string[], plugins?: unknown[] }} o
 */
export function createHostConfig({
  name,
  dir,
  publicPath,
  serverEntry,
  serverPackages,
  plugins = [],
}) {
  return (_env, argv) => {
    const mode = modeOf(argv);
    return [
      browserConfig({ name, dir, host: true, plugins, publicPath, mode }),
      nodeConfig({
        name,
        dir,
        entry: serverEntry,
        outputPath: path.join(dir, 'dist/server'),
        outputName: 'index',
        federated: true,
        serverPackages,
        mode,
      }),
    ];
  };
}

/**
 * A plain Node service (the API): one bundle, npm packages external.
 * @param {{ name: string, dir: string, entry: string, outputPath: string, outputName?: string, bundled?: string[] }} o
 */
export function createNodeConfig({
  name,
  dir,
  entry,
  outputPath,
  outputName = 'index',
  bundled = WORKSPACE_SOURCES,
}) {
  return (_env, argv) =>
    nodeConfig({
      name,
      dir,
      entry,
      outputPath,
      outputName,
      federated: false,
      bundled,
      mode: modeOf(argv),
    });
}
