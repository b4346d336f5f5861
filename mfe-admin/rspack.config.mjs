import { createRemoteConfig } from '../build/rspack.base.mjs';

// A section's remote: its name is the folder's (`mfe-<name>`), its one exposed
// module the declaration in src/section.ts.
export default createRemoteConfig({ dir: import.meta.dirname });
