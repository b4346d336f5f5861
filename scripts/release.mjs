// `npm run release -- <section> [--version <v>] [--from <build dir>]`
// `npm run release -- <section> --rollback`
// `npm run release -- --init`   (writes remotes.json with the local builds if it is missing)
//
// Releases one section without touching the others or the shell: builds only
// that remote, publishes the build under <RELEASES_DIR>/<section>/<version>/
// and points remotes.json (REMOTES_FILE, default <RELEASES_DIR>/remotes.json)
// at its manifest. Shell servers pick the new version up within
// REMOTES_MAX_AGE_MS (server-rendered pages) and browsers on their next page
// load — no rebuild, no restart: `npm start`'s shell with no variable set
// (it reads <repository>/.releases/remotes.json over the repository's
// remotes.json), a deployment's with the same REMOTES_FILE and RELEASES_DIR.
// See deploy/README.md.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentVersion, publishBuild } from './release/publish.mjs';
import { openRemotesFile } from './release/remotesFile.mjs';
import { hasSectionFolder, localRemotes, sectionFolder } from './release/sections.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

function readArguments() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        version: { type: 'string' },
        // An already built remote (a CI artifact): published as it is, not rebuilt.
        from: { type: 'string' },
        rollback: { type: 'boolean', default: false },
        init: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return fail(error.message);
  }
}
const { values: options, positionals } = readArguments();

// Same defaults as the shell server (shell/server/config.ts), so both agree without configuration.
const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(repoRoot, '.releases'));
const remotesFile = path.resolve(
  process.env.REMOTES_FILE || path.join(releasesDir, 'remotes.json'),
);
const remotes = openRemotesFile(remotesFile, localRemotes(repoRoot));
const sections = remotes.sections();

if (options.init) {
  // A shell started with REMOTES_FILE needs the file before the first release.
  console.log(
    remotes.init()
      ? `Wrote ${remotesFile} (every section on its local build)`
      : `${remotesFile} exists; left as it is`,
  );
  process.exit(0);
}

const [section, ...extra] = positionals;
if (!section || extra.length > 0)
  fail(`name exactly one section: npm run release -- <${sections.join('|')}> [--version v]`);
if (!sections.includes(section))
  fail(
    `unknown section '${section}'. Known sections: ${sections.join(', ')} (a new section needs its entry in the repository's remotes.json first).`,
  );
if (options.version !== undefined && !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(options.version))
  fail(
    `version '${options.version}' must be letters, digits, '.', '_' or '-' (it becomes a URL path).`,
  );

if (options.rollback) {
  try {
    const { from, to } = remotes.rollback(section);
    console.log(`Rolled back ${section}: ${from} → ${to}\n(${remotesFile})`);
  } catch (error) {
    fail(error.message);
  }
  process.exit(0);
}

let buildDir = options.from && path.resolve(options.from);
if (!buildDir) {
  if (!hasSectionFolder(repoRoot, section))
    fail(`there is no folder mfe-${section} to build; release a build with --from <dir>.`);
  // Only this remote is built: the other sections and the shell stay as they are.
  const build = spawnSync('npm', ['run', 'build', '-w', `mfe-${section}`], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) fail(`the build of mfe-${section} failed; nothing was released.`);
  buildDir = path.join(sectionFolder(repoRoot, section), 'dist');
}

try {
  const version = options.version ?? contentVersion(buildDir);
  const published = publishBuild({ buildDir, releasesDir, section, version });
  const manifest = `/releases/${section}/${version}/mf-manifest.json`;
  const previous = remotes.switchTo(section, manifest);
  console.log(
    [
      `${published ? 'Published' : 'Already published'} ${section} ${version} in ${path.join(releasesDir, section, version)}`,
      previous === manifest
        ? `remotes.json already points at ${manifest}`
        : `Switched ${section}: ${previous} → ${manifest}`,
      `(${remotesFile}; roll back with: npm run release -- ${section} --rollback)`,
    ].join('\n'),
  );
} catch (error) {
  fail(error.message);
}
