// The repository's apps as npm sees them (package.json `workspaces`, where
// sections are the glob `mfe-*`): scripts and tools find sections here, so a
// new section is a new folder (plus its remotes.json entry), never a new line
// in a list.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** Every workspace folder, relative to the repository, in package.json's order. */
export function workspaces(root = repoRoot) {
  const { workspaces: patterns } = JSON.parse(
    readFileSync(path.join(root, 'package.json'), 'utf8'),
  );
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('*')) return [pattern];
    const prefix = pattern.slice(0, -1);
    return readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
      .filter((entry) => existsSync(path.join(root, entry.name, 'package.json')))
      .map((entry) => entry.name)
      .sort();
  });
}

/** The sections' folders (`mfe-<name>`). */
export const sectionFolders = (root = repoRoot) =>
  workspaces(root).filter((folder) => folder.startsWith('mfe-'));
