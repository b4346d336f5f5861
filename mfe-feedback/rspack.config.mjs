import { createBrowserConfig } from '../build/rspack.base.mjs';

export default createBrowserConfig({
  name: 'feedback',
  dir: import.meta.dirname,
  exposes: { './routes': './src/expose/routes.ts' },
});
