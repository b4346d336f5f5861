import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { parseRemotesConfig, type RemotesConfig } from '../src/features/sections/remotesConfig';
import { staticFiles } from './staticFiles';

/**
 * Where the shell reads remotes.json. A deployment names one file
 * (REMOTES_FILE), which its release tooling keeps whole. Without it
 * (`npm start`), the repository's remotes.json, which lists the sections and
 * grants their prefixes (every section on its local build), with the builds
 * that `npm run release` switched sections to: the file the release tool
 * writes by default, `<RELEASES_DIR>/remotes.json`, read when it exists. So
 * a local release is served with no variable set, and the tracked
 * remotes.json never points at a build that only one machine has.
 */
export interface RemotesFiles {
  file: string;
  /** The release tool's remotes.json: each section's manifest there replaces the file's. */
  releases?: string;
}

const readFile = (file: string): RemotesConfig =>
  parseRemotesConfig(JSON.parse(readFileSync(file, 'utf8')));

/** The releases' remotes.json, or nothing before the first release. */
function readReleases(file: string): RemotesConfig | undefined {
  try {
    return readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The remotes.json to serve (see RemotesFiles). Read anew each time it is
 * asked for; callers keep it as long as they trust it.
 */
export function readRemotesConfig({ file, releases }: RemotesFiles): RemotesConfig {
  const config = readFile(file);
  const released = releases && readReleases(releases);
  if (!released) return config;
  return Object.fromEntries(
    Object.entries(config).map(([name, remote]) => [
      name,
      { ...remote, manifest: released[name]?.manifest ?? remote.manifest },
    ]),
  );
}

/** Names the files for a log line. */
export const describeRemotesFiles = ({ file, releases }: RemotesFiles): string =>
  releases ? `${file} (with ${releases} over it)` : file;

const versions = new WeakMap<RemotesConfig, string>();

/** Changes with every change of remotes.json: route tables and pages carry it (hashed once per read). */
export function remotesVersion(config: RemotesConfig): string {
  let version = versions.get(config);
  if (!version) {
    version = createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 12);
    versions.set(config, version);
  }
  return version;
}

/** Serves each section's local build (`mfe-<name>/dist`) under /remotes/<name>/: any section folder that has one. */
export function localRemoteFiles(remotesRoot: string): Router {
  const router = express.Router();
  const servers = new Map<string, Router>();
  router.use('/remotes/:name', (req, res, next) => {
    const name = req.params.name;
    if (!/^[a-z][a-z0-9_]*$/.test(name)) return next();
    let serve = servers.get(name);
    if (!serve) {
      const dir = path.join(remotesRoot, `mfe-${name}`, 'dist');
      if (!existsSync(dir)) return next();
      serve = express.Router().use(staticFiles(dir));
      servers.set(name, serve);
    }
    serve(req, res, next);
  });
  return router;
}

/**
 * remotes.json as the server uses it: re-read when older than `maxAgeMs` (the
 * poll interval within which a release is live). A file that turns invalid is
 * reported and the last good one stays in use; without one it throws.
 */
export function createRemotesReader(
  remotesFile: RemotesFiles,
  maxAgeMs: number,
): () => RemotesConfig {
  let last: { config: RemotesConfig; readAt: number } | undefined;
  return () => {
    if (last && Date.now() - last.readAt < maxAgeMs) return last.config;
    try {
      last = { config: readRemotesConfig(remotesFile), readAt: Date.now() };
    } catch (error) {
      if (!last) throw error;
      console.error(
        `${describeRemotesFiles(remotesFile)} is invalid; the last good version stays in use:`,
        error,
      );
      last = { ...last, readAt: Date.now() };
    }
    return last.config;
  };
}
