// Entry of `npm run admin` (scripts/admin.mjs builds it as api/dist/admin.js).
import { runAdminCli } from './admin';
import { runAsMain } from './main';

runAsMain(runAdminCli);
