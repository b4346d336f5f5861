// Which sections can be released: the remotes the shell's route table lists
// (shell/src/app/sections.ts). Read as text because this script runs on plain
// Node without a TypeScript loader; the table is data, one `remote: '<name>'`
// per section, so a pattern is enough and stays in step with the shell.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** @param {string} repoRoot */
export function knownSections(repoRoot) {
  const source = readFileSync(path.join(repoRoot, 'shell/src/app/sections.ts'), 'utf8');
  return [...source.matchAll(/remote:\s*'([a-z0-9-]+)'/g)].map((match) => match[1]);
}

/** The local default every shell serves without REMOTES_FILE (shell/server/remotes.ts). */
export function localManifest(section) {
  return `/remotes/${section}/mf-manifest.json`;
}
