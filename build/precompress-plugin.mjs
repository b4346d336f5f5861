// Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside
// every script, stylesheet and JSON file of a browser build. Compressing once
// at build time at the highest levels makes the files smaller than a server
// can afford to on every request (the shell's server and nginx then send the
// copy the browser accepts: express-static-gzip, gzip_static/brotli_static).
// Written here rather than taken from compression-webpack-plugin, which
// would bring webpack itself in as a peer of an Rspack build.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt)$/;
/** Below this, the compressed copy and its headers save nothing worth a file. */
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PrecompressPlugin',
          // After minification and the federation manifest, so the copies match what is served.
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!COMPRESSIBLE.test(asset.name)) continue;
            const content = asset.source.buffer();
            if (content.length < MIN_BYTES) continue;
            const brotli = brotliCompressSync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            });
            const gzip = gzipSync(content, { level: 9 });
            const info = { compressed: true, immutable: asset.info.immutable };
            compilation.emitAsset(`${asset.name}.br`, new RawSource(brotli), info);
            compilation.emitAsset(`${asset.name}.gz`, new RawSource(gzip), info);
          }
        },
      );
    });
  }
}
