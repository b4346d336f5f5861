// Writes `entry-assets.json` for the shell's server: `js` are the entry's
// scripts, `preload` every other script the page needs at start — the
// bootstrap and the shared singletons' chunks, which the entry would otherwise
// discover one round trip later. What the code loads on demand (an `import()`
// of the app's own, see lazy-modules.mjs) is left out: it loads when used.
// So are the chunks of shared modules' consume fallbacks: the host provides
// every shared module itself, so those copies are never run (preloading them
// wastes bytes and makes browsers warn about unused preloads).
// `lazyModules` names each on-demand module's files by key, for the server to
// preload one where the page will load it (a shell page's own code, the texts
// of the page's language, the consent banner while it shows).
import path from 'node:path';
import { jsFilesOf, lazyModuleFiles, loadsOnDemand } from './lazy-modules.mjs';

export class EntryAssetsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const entryFile = path.resolve(compiler.context, compiler.options.entry.main.import[0]);
    compiler.hooks.thisCompilation.tap('EntryAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EntryAssetsPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const publicPath = compilation.outputOptions.publicPath;
          const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '/';
          const entryFiles = jsFilesOf(compilation.entrypoints.get('main'));
          const later = new Set();
          const needed = new Set();
          const onlyConsumeFallback = (group) =>
            group.origins.length > 0 &&
            group.origins.every((origin) => origin.module?.type === 'consume-shared-module');
          for (const group of compilation.chunkGroups) {
            const target =
              loadsOnDemand(group, entryFile) || onlyConsumeFallback(group) ? later : needed;
            for (const file of jsFilesOf(group)) target.add(file);
          }
          const preload = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => name.endsWith('.js') && !entryFiles.includes(name))
            .filter((name) => needed.has(name) || !later.has(name));
          const byModule = lazyModuleFiles(compilation, compiler.context, entryFile);
          const assets = {
            js: entryFiles.map((file) => `${base}${file}`),
            preload: preload.map((file) => `${base}${file}`),
            lazyModules: Object.fromEntries(
              Object.entries(byModule).map(([key, files]) => [
                key,
                files.map((file) => `${base}${file}`),
              ]),
            ),
          };
          compilation.emitAsset(
            'entry-assets.json',
            new RawSource(JSON.stringify(assets, null, 2)),
          );
        },
      );
    });
  }
}
