// Writes `entry-assets.json` for the shell's server: `js` are the entry's
// scripts, `preload` every other script the page needs at start — the
// bootstrap and the shared singletons' chunks, which the entry would otherwise
// discover one round trip later. Chunks only reachable from dynamic imports
// named `lazy-*` are left out: they load when used. So are the chunks of
// shared modules' consume fallbacks: the host provides every shared module
// itself, so those copies are never run (preloading them wastes bytes and
// makes browsers warn about unused preloads). `lazy` names each `lazy-*`
// chunk's files, for the server to preload one where the page will load it
// (the consent banner while it shows, the settings page on itself).
export class EntryAssetsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EntryAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EntryAssetsPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const publicPath = compilation.outputOptions.publicPath;
          const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '/';
          const jsFilesOf = (group) =>
            group.chunks
              .flatMap((chunk) => [...chunk.files])
              .filter((file) => file.endsWith('.js'));
          const entryFiles = jsFilesOf(compilation.entrypoints.get('main'));
          const lazy = new Set();
          const needed = new Set();
          /** @type {Record<string, string[]>} */
          const lazyByName = {};
          const onlyConsumeFallback = (group) =>
            group.origins.length > 0 &&
            group.origins.every((origin) => origin.module?.type === 'consume-shared-module');
          for (const group of compilation.chunkGroups) {
            const target =
              group.name?.startsWith('lazy-') || onlyConsumeFallback(group) ? lazy : needed;
            for (const file of jsFilesOf(group)) target.add(file);
            if (group.name?.startsWith('lazy-'))
              lazyByName[group.name] = jsFilesOf(group).map((file) => `${base}${file}`);
          }
          const preload = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => name.endsWith('.js') && !entryFiles.includes(name))
            .filter((name) => needed.has(name) || !lazy.has(name));
          const assets = {
            js: entryFiles.map((file) => `${base}${file}`),
            preload: preload.map((file) => `${base}${file}`),
            lazy: lazyByName,
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
