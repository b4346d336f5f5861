import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { LRUCache } from 'lru-cache';
import { cacheHeaders } from './cacheHeaders';

/**
 * A build folder's files, each sent as the smallest copy the browser accepts:
 * the build writes a brotli and a gzip copy beside every script
 * (build/precompress-plugin.mjs), compressed once at the highest level
 * instead of on every request. The folder is read when this is created: a
 * build's files do not change while it is served.
 */
export function staticFiles(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, setHeaders: cacheHeaders },
  });
}

const RELEASE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Released sections (`<RELEASES_DIR>/<section>/<version>/`): a release is
 * published while the server runs, and never changes after, so each version's
 * folder is read when it is first asked for.
 */
export function releaseFiles(releasesDir: string): Router {
  // Handlers are cheap and a folder is read when asked for, but any valid-looking
  // `/<section>/<version>` makes one: 200 are every section's recent releases,
  // and junk paths cannot grow the memory. No TTL: a release never changes.
  const versions = new LRUCache<string, RequestHandler>({ max: 200 });
  return express.Router().use('/:section/:version', (req, res, next) => {
    const { section, version } = req.params as { section: string; version: string };
    // As `npm run release` names them; never `..` (Express has decoded the parameters).
    if (!RELEASE_SEGMENT.test(section) || !RELEASE_SEGMENT.test(version)) return next();
    const dir = path.join(releasesDir, section, version);
    let serve = versions.get(dir);
    if (!serve) {
      serve = staticFiles(dir);
      versions.set(dir, serve);
    }
    serve(req, res, next);
  });
}
