// Runs one of the API's command-line bundles (api/dist/<name>.js) with the
// given arguments and exits with its code. In a checkout it first rebuilds
// the API bundle (about a second) so the command always matches the sources;
// where the build tools are absent (a production image) it runs the bundle
// that is there.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The rspack CLI's bin (its package exports no `./bin/…` path: found from its package.json). */
function rspackCli() {
  try {
    const manifest = createRequire(import.meta.url).resolve('@rspack/cli/package.json');
    const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
    return path.join(path.dirname(manifest), typeof bin === 'string' ? bin : bin.rspack);
  } catch {
    return undefined;
  }
}

/** @param {string} name the bundle (`admin`, `backup`) @param {string[]} args */
export function runApiBundle(name, args) {
  const bundle = path.join(root, `api/dist/${name}.js`);
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
    process.stderr.write(`api/dist/${name}.js fehlt: zuerst \`npm run build -w api\`.\n`);
    process.exit(1);
  }
  // From the repository's root, as npm runs scripts: relative paths (SQLITE_FILE,
  // BACKUP_DIR, a backup to restore) are the repository's wherever npm was called.
  const run = spawnSync(process.execPath, [bundle, ...args], { cwd: root, stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
