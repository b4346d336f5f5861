import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { sections } from '../src/app/sections';
import { parseRemotesConfig, type RemotesConfig } from '../src/features/remotes/remotesConfig';
import { cacheHeaders } from './cacheHeaders';

/** Local default: every section's remote served by this server under /remotes/<name>/. */
export function localRemotesConfig(): RemotesConfig {
  return Object.fromEntries(
    sections.map(({ remote }) => [remote, `/remotes/${remote}/mf-manifest.json`]),
  );
}

/**
 * The remotes.json to serve: the configured file, read on every request so a
 * release (one changed line) takes effect without a restart; else the local default.
 */
export function readRemotesConfig(remotesFile: string | undefined): RemotesConfig {
  if (!remotesFile) return localRemotesConfig();
  return parseRemotesConfig(JSON.parse(readFileSync(remotesFile, 'utf8')));
}

/** Serves each remote's local build (`mfe-<name>/dist`) under /remotes/<name>/. */
export function localRemoteFiles(remotesRoot: string): Router {
  const router = express.Router();
  for (const { remote } of sections) {
    const dir = path.join(remotesRoot, `mfe-${remote}`, 'dist');
    if (existsSync(dir)) {
      router.use(
        `/remotes/${remote}`,
        express.static(dir, { index: false, setHeaders: cacheHeaders }),
      );
    }
  }
  return router;
}
