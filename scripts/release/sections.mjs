// Which sections can be released: those the platform's remotes.json lists
// (the repository's own is the default every shell starts from). A section's
// code lives in `mfe-<name>/`, its declaration in `mfe-<name>/src/section.ts`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's remotes.json: every section on its local build, with its prefixes. */
export function localRemotes(repoRoot) {
  return JSON.parse(readFileSync(path.join(repoRoot, 'remotes.json'), 'utf8'));
}

/** The folder a section's team works in. */
export function sectionFolder(repoRoot, section) {
  return path.join(repoRoot, `mfe-${section}`);
}

export function hasSectionFolder(repoRoot, section) {
  return existsSync(path.join(sectionFolder(repoRoot, section), 'package.json'));
}
