import express, { type Router } from 'express';
import type { RemotesConfig } from '../src/features/sections/remotesConfig';
import { REMOTES_VERSION_HEADER } from '../src/features/sections/fetchRemotesConfig';
import { readRemotesConfig, remotesVersion, type RemotesFiles } from './remotes';

/** What the platform asks: is the process alive (/healthz), can it answer (/readyz). */
export function healthRoutes(remotesFile: RemotesFiles): Router {
  return express
    .Router()
    .get('/healthz', (_req, res) => {
      res.json({ status: 'ok' });
    })
    .get('/readyz', (_req, res) => {
      // Ready when it can say where the sections are: a missing or broken remotes.json
      // (e.g. an unmounted release volume) takes the instance out of rotation.
      try {
        readRemotesConfig(remotesFile);
        res.json({ status: 'ok' });
      } catch {
        res.status(503).json({ message: 'remotes.json is invalid' });
      }
    });
}

/** /remotes.json: where every section's build is, for the browser's federation runtime. */
export function remotesRoute(remotes: () => RemotesConfig): Router {
  return express.Router().get('/remotes.json', (_req, res) => {
    try {
      const current = remotes();
      res.setHeader('Cache-Control', 'no-cache');
      // Pages carry the version they were rendered with: a browser that finds
      // another one here loads the next page anew instead of mixing versions.
      res.setHeader(REMOTES_VERSION_HEADER, remotesVersion(current));
      res.json(current);
    } catch (error) {
      console.error('remotes.json is invalid', error);
      res.status(503).json({ message: 'remotes.json is invalid' });
    }
  });
}
