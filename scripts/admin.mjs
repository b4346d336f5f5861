// `npm run admin -- <command>`: the staff command line (api/src/cli/admin.ts),
// run as api/dist/admin.js (rebuilt first in a checkout: scripts/api-bundle.mjs).
// In a production image: `node api/dist/admin.js`.
import { runApiBundle } from './api-bundle.mjs';

runApiBundle('admin', process.argv.slice(2));
