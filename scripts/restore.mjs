// `npm run restore -- <backup> [--yes]`: a backup checked and restored into the
// API's database (api/src/backup, api/src/cli/backup.ts), run as
// api/dist/backup.js (rebuilt first in a checkout: scripts/api-bundle.mjs).
// In a production image: `node api/dist/backup.js restore <backup>`.
import { runApiBundle } from './api-bundle.mjs';

runApiBundle('backup', ['restore', ...process.argv.slice(2)]);
