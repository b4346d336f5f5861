// `npm run backup [-- --keep <n>]`: a consistent backup of the API's database
// into BACKUP_DIR (api/src/backup, api/src/cli/backup.ts), run as
// api/dist/backup.js (rebuilt first in a checkout: scripts/api-bundle.mjs).
// In a production image: `node api/dist/backup.js backup`.
import { runApiBundle } from './api-bundle.mjs';

runApiBundle('backup', ['backup', ...process.argv.slice(2)]);
