// Entry of `npm run admin` (scripts/admin.mjs builds it as api/dist/admin.js).
import { runAdminCli } from './admin';

runAdminCli(process.argv.slice(2), {
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
