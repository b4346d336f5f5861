// Entry of `npm run backup` and `npm run restore` (scripts/backup.mjs and
// scripts/restore.mjs build it as api/dist/backup.js; images run it as it is).
import { runBackupCli } from './backup';

runBackupCli(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  },
);
