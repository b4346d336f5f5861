import express, { type RequestHandler, type Router } from 'express';
import { cacheHeaders } from './cacheHeaders';
import type { ShellServerConfig } from './config';
import { localRemoteFiles } from './remotes';

/** The builds: the shell's (/static/), each remote's local one (/remotes/<name>/), released sections (/releases/). */
export function buildFiles(config: ShellServerConfig): Router {
  return express
    .Router()
    .use('/static', express.static(config.clientDir, { index: false, setHeaders: cacheHeaders }))
    .use(localRemoteFiles(config.remotesRoot))
    .use(
      '/releases',
      express.static(config.releasesDir, { index: false, setHeaders: cacheHeaders }),
    );
}

/**
 * Files of the builds that are not for browsers: each remote's Node build
 * (`…/server/`, the code that renders on the server, with its paths and
 * internals) and the source maps (the complete sources with the build
 * machine's paths). The server loads the Node builds from its internal
 * listener (main.ts), never through the public one.
 */
const PRIVATE_BUILD_FILE = /^\/(?:static|remotes|releases)\/(?:.*\/server\/|.*\.map$)/;

export function hidePrivateBuildFiles(): RequestHandler {
  return (req, res, next) => {
    if (PRIVATE_BUILD_FILE.test(req.path)) res.status(404).type('text/plain').send('Not found');
    else next();
  };
}
