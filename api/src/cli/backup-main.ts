// Entry of `npm run backup` and `npm run restore` (scripts/backup.mjs and
// scripts/restore.mjs build it as api/dist/backup.js; images run it as it is).
import { runBackupCli } from './backup';
import { runAsMain } from './main';

runAsMain(runBackupCli);
