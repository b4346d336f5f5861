// Writes `entry-assets.json` ({ js: [...] }): the files the HTML document must
// load for the entry, so the shell's server can write script tags without a
// template plugin.
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
          const js = (entry?.getFiles() ?? [])
            .filter((file) => file.endsWith('.js'))
            .map((file) => `${base}${file}`);
          compilation.emitAsset(
            'entry-assets.json',
            new RawSource(JSON.stringify({ js }, null, 2)),
          );
        },
      );
    });
  }
}
