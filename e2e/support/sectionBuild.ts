import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

/**
 * Builds a changed copy of a section, as its team's next release would be:
 * the section's folder copied (inside the repository, so it resolves the same
 * packages), `change` applied to its files, then its own production build.
 * Returns the build folder, ready for `npm run release -- <name> --from`.
 */
export function buildChangedSection(
  name: string,
  change: (sectionDir: string) => void,
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
  change(dir);
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

/** Inserts `text` into a file after the first occurrence of `marker` (which must exist). */
export function insertAfter(file: string, marker: string, text: string): void {
  const source = readFileSync(file, 'utf8');
  const at = source.indexOf(marker);
  if (at < 0) throw new Error(`${file} has no "${marker}"`);
  writeFileSync(
    file,
    `${source.slice(0, at + marker.length)}${text}${source.slice(at + marker.length)}`,
  );
}
