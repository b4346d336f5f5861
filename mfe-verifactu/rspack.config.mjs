import { createRequire } from 'node:module';
import path from 'node:path';
import { createRemoteConfig } from '../build/rspack.base.mjs';

// A section's remote: its name is the folder's (`mfe-<name>`), its one exposed
// module the declaration in src/section.ts.
const remote = createRemoteConfig({ dir: import.meta.dirname });

// The PDF guide is made on the shell's server only (section.ts `files`). PDFKit's
// Node entry reads its fonts from files beside itself, which a remote's Node build
// (loaded over HTTP) does not have; its browser entry carries them as modules and
// runs in Node as well. The browser build gets no PDFKit at all.
const pdfkitModules = path.dirname(createRequire(import.meta.url).resolve('pdfkit'));
const pdfkitFor = (target) =>
  target === 'web'
    ? { pdfkit: false }
    : { pdfkit$: path.join(pdfkitModules, 'pdfkit.browser.mjs') };

export default (env, argv) =>
  remote(env, argv).map((config) => ({
    ...config,
    resolve: {
      ...config.resolve,
      alias: { ...config.resolve?.alias, ...pdfkitFor(config.target) },
    },
  }));
