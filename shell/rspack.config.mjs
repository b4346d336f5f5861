import { rspack } from '@rspack/core';
import { createHostConfig } from '../build/rspack.base.mjs';
import { EntryAssetsPlugin } from '../build/entry-assets-plugin.mjs';

export default createHostConfig({
  name: 'shell',
  dir: import.meta.dirname,
  publicPath: '/static/',
  serverEntry: './server/index.ts',
  // Server-only packages stay in node_modules; everything React-related is bundled and shared.
  // OpenTelemetry's packages too: its instrumentations patch `require` (and `express`) at run time.
  serverPackages: [
    'express',
    'compression',
    'express-static-gzip',
    'undici',
    'pino',
    '@opentelemetry',
  ],
  plugins: [
    new EntryAssetsPlugin(),
    // Link-preview images (scripts/og-images.mjs), served as /static/og/<page type>.png,
    // and the square logo of the structured data, /static/brand/logo.png.
    new rspack.CopyRspackPlugin({
      patterns: [
        { from: 'public/og', to: 'og' },
        { from: 'public/brand', to: 'brand' },
      ],
    }),
  ],
});
