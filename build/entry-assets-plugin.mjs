// Writes `entry-assets.json` for the shell's server: `js` are the entry's
// scripts (script tags), `preload` every other script of the build — the
// bootstrap and the shared singletons' chunks, which the entry would otherwise
// discover one round trip later.
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
          const entry = compilation.entrypoints.get('main');
          const entryFiles = (entry?.getFiles() ?? []).filter((file) => file.endsWith('.js'));
          const preload = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => name.endsWith('.js') && !entryFiles.includes(name));
          const assets = {
            js: entryFiles.map((file) => `${base}${file}`),
            preload: preload.map((file) => `${base}${file}`),
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
