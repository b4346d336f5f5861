import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { parseRemotesConfig, type RemotesConfig } from '../src/features/sections/remotesConfig';
import { staticFiles } from './staticFiles';

/**
 * The remotes.json to serve: the configured file (REMOTES_FILE, where releases
 * switch sections), else the repository's own (every section on its local
 * build under /remotes/<name>/). Read anew each time it is asked for; callers
 * keep it as long as they trust it.
 */
export function readRemotesConfig(remotesFile: string): RemotesConfig {
  return parseRemotesConfig(JSON.parse(readFileSync(remotesFile, 'utf8')));
}

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
export function createRemotesReader(remotesFile: string, maxAgeMs: number): () => RemotesConfig {
  let last: { config: RemotesConfig; readAt: number } | undefined;
  return () => {
    if (last && Date.now() - last.readAt < maxAgeMs) return last.config;
    try {
      last = { config: readRemotesConfig(remotesFile), readAt: Date.now() };
    } catch (error) {
      if (!last) throw error;
      console.error(`${remotesFile} is invalid; the last good version stays in use:`, error);
      last = { ...last, readAt: Date.now() };
    }
    return last.config;
  };
}
