// Puts one build of a remote under <releasesDir>/<section>/<version>/.
// A release folder never changes once published: the shell and browsers cache
// its manifest and hashed files, so a new build always gets a new version.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, relative, in a stable order. */
function filesUnder(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    );
}

/**
 * The default version: a hash of the build's content. Releasing the same
 * build twice reuses its folder; any change gives a new one.
 */
export function contentVersion(buildDir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(buildDir)) {
    hash.update(file);
    hash.update(readFileSync(path.join(buildDir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Copies the build to its release folder: first beside it, then renamed, so
 * a server never reads a half-copied release. Returns false when that
 * version already exists with the same files (left untouched); refuses when
 * it exists with other files, as browsers may have cached them for a year.
 */
export function publishBuild({ buildDir, releasesDir, section, version }) {
  const manifestFile = path.join(buildDir, 'mf-manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${buildDir} has no mf-manifest.json: is it a remote's build?`);
  // Another remote's build under this section's name would replace the section with another one.
  const { name, exposes = [] } = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (name !== section)
    throw new Error(`${buildDir} is the build of '${name}', not of '${section}'.`);
  // The shell reads a section's pages, menu and sitemap entries from its declaration.
  if (!exposes.some((expose) => expose.path === './section'))
    throw new Error(`${buildDir} exposes no section declaration ('./section').`);
  const target = path.join(releasesDir, section, version);
  if (existsSync(target)) {
    if (contentVersion(target) === contentVersion(buildDir)) return false;
    throw new Error(
      `${section} ${version} is already published with other files; a published version never changes: choose another --version.`,
    );
  }
  const staging = `${target}.partial-${process.pid}`;
  mkdirSync(path.dirname(target), { recursive: true });
  rmSync(staging, { recursive: true, force: true });
  cpSync(buildDir, staging, { recursive: true });
  renameSync(staging, target);
  return true;
}
