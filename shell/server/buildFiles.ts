import express, { type RequestHandler, type Router } from 'express';
import type { ShellServerConfig } from './config';
import { localRemoteFiles } from './remotes';
import { releaseFiles, staticFiles } from './staticFiles';

/** The builds: the shell's (/static/), each remote's local one (/remotes/<name>/), released sections (/releases/). */
export function buildFiles(config: ShellServerConfig): Router {
  return express
    .Router()
    .use('/static', staticFiles(config.clientDir))
    .use(localRemoteFiles(config.remotesRoot))
    .use('/releases', releaseFiles(config.releasesDir));
}

/**
 * Files of the builds that are not for browsers: each remote's Node build
 * (`…/server/`, the code that renders on the server, with its paths and
 * internals) and the source maps (the complete sources with the build
 * machine's paths). The server loads the Node builds from its internal
 * listener (main.ts), never through the public one.
 */
const PRIVATE_BUILD_FILE = /^\/(?:static|remotes|releases)\/(?:.*\/server\/|.*\.map$)/;

/**
 * Whether a request path names such a file — as the file server reads it:
 * percent-decoded (`%73erver/`) and, as Express matches mount paths,
 * whatever the case (`/Remotes/`). The CDN's copy and nginx leave out the
 * same files (deploy/deploy.test.ts).
 */
export function isPrivateBuildFile(requestPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return true; // not a file name the file server could read either
  }
  return PRIVATE_BUILD_FILE.test(decoded.toLowerCase());
}

export function hidePrivateBuildFiles(): RequestHandler {
  return (req, res, next) => {
    if (isPrivateBuildFile(req.path)) res.status(404).type('text/plain').send('Not found');
    else next();
  };
}
