import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

/**
 * Builds a section's next release as its team would make it: the section's
 * folder copied (inside the repository, so it resolves the same packages),
 * a prepared fixture's files laid over it (e.g. `e2e/fixtures/verifactu-next/`:
 * its `src/section.ts` and the page modules it adds), then its own
 * production build. Returns the build folder, ready for
 * `npm run release -- <name> --from`.
 */
export function buildSectionRelease(
  name: string,
  fixture: string,
): { dist: string; remove: () => void } {
  const root = path.join(repoRoot, 'test-results', `section-build-${process.pid}`);
  const dir = path.join(root, `mfe-${name}`);
  rmSync(root, { recursive: true, force: true });
  cpSync(path.join(repoRoot, `mfe-${name}`), dir, {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}dist`),
  });
  // The section's own config (it may add to the shared one), pointing at the shared build settings from here.
  const config = path.join(dir, 'rspack.config.mjs');
  const sharedSettings = "'../build/rspack.base.mjs'";
  const source = readFileSync(config, 'utf8');
  if (!source.includes(sharedSettings))
    throw new Error(`${config} does not import ${sharedSettings}`);
  writeFileSync(
    config,
    source.replace(sharedSettings, JSON.stringify(path.join(repoRoot, 'build/rspack.base.mjs'))),
  );
  cpSync(fixture, dir, { recursive: true });
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js'),
      'build',
      '-c',
      path.join(dir, 'rspack.config.mjs'),
    ],
    { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return {
    dist: path.join(dir, 'dist'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
