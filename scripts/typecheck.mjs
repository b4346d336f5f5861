// `npm run typecheck`: tsc for every workspace and the e2e suite, one after
// the other (each is a whole program; two at once only fight for the cores).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot, workspaces } from './workspaces.mjs';

const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
for (const project of [...workspaces(), 'e2e', 'e2e-containers']) {
  const result = spawnSync(process.execPath, [tsc, '-p', project], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`typecheck: ${project} has type errors`);
    process.exit(result.status ?? 1);
  }
}
