// `npm run admin -- <command>`: the staff command line (api/src/cli/admin.ts).
// In a checkout it first rebuilds the API bundle (about a second) so the
// command always matches the sources; where the build tools are absent (a
// production image) it runs the bundle that is there: `node api/dist/admin.js`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bundle = path.join(root, 'api/dist/admin.js');

function rspackCli() {
  try {
    return createRequire(import.meta.url).resolve('@rspack/cli/bin/rspack.js');
  } catch {
    return undefined;
  }
}

const rspack = rspackCli();
if (rspack) {
  const build = spawnSync(process.execPath, [rspack, 'build', '-c', 'api/rspack.config.mjs'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout}${build.stderr}\nBuild der API fehlgeschlagen.\n`);
    process.exit(1);
  }
} else if (!existsSync(bundle)) {
  process.stderr.write('api/dist/admin.js fehlt: zuerst `npm run build -w api`.\n');
  process.exit(1);
}

const run = spawnSync(process.execPath, [bundle, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
