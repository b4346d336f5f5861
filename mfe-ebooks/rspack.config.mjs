import { createRemoteConfig } from '../build/rspack.base.mjs';

export default createRemoteConfig({
  name: 'ebooks',
  dir: import.meta.dirname,
  exposes: { './routes': './src/expose/routes.ts' },
});
