// JS sizes from the build output, gzip level 9 (a stable, file-based figure
// that does not depend on the server's compression level). Only browser
// builds count: a remote's dist/server/ is its Node build.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './site.mjs';

const SHELL_CLIENT = path.join(ROOT, 'shell/dist/client');

/** @param {string} file */
export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** @returns {{ name: string, dir: string }[]} every remote with a browser build */
export function remotes() {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .map((entry) => ({ name: entry.name.slice(4), dir: path.join(ROOT, entry.name, 'dist') }))
    .filter(({ dir }) => existsSync(dir));
}

/** @param {string} dir top-level *.js of a browser build (not its server/ folder) */
function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(dir, entry.name));
}

/** Total browser JS per app: what each app ships, whether a page loads it or not. */
export function jsPerApp() {
  const apps = [
    { app: 'shell', dir: SHELL_CLIENT },
    ...remotes().map(({ name, dir }) => ({ app: `mfe-${name}`, dir })),
  ];
  return apps.map(({ app, dir }) => {
    const files = jsFiles(dir);
    return {
      app,
      files: files.length,
      rawBytes: files.reduce((sum, file) => sum + readFileSync(file).length, 0),
      gzipBytes: files.reduce((sum, file) => sum + gzipSize(file), 0),
    };
  });
}

/**
 * The consent banner's own chunk (issue 17): loaded on a first visit (no
 * choice in force yet) on top of the shell's entry, never after a choice.
 */
export function consentBannerJs() {
  const files = jsFiles(SHELL_CLIENT).filter((file) =>
    path.basename(file).startsWith('lazy-consent-banner.'),
  );
  return { files: files.length, gzipBytes: files.reduce((sum, file) => sum + gzipSize(file), 0) };
}

/** Each remote's first hop: the manifest the shell reads, and the remoteEntry it points to. */
export function entryHops() {
  return remotes().map(({ name, dir }) => {
    const size = (/** @type {string} */ file) =>
      existsSync(path.join(dir, file)) ? gzipSize(path.join(dir, file)) : null;
    return {
      remote: name,
      remoteEntry: size('remoteEntry.js'),
      manifest: size('mf-manifest.json'),
    };
  });
}

/**
 * Maps the script URLs a page requested back to build files and sums their gzip
 * sizes: the shell's entry scripts (entry-assets.json) and every other chunk.
 * @param {string[]} urls
 */
export function firstLoadJs(urls) {
  const entries = new Set(
    /** @type {{ js: string[] }} */ (
      JSON.parse(readFileSync(path.join(SHELL_CLIENT, 'entry-assets.json'), 'utf8'))
    ).js,
  );
  let entryGzip = 0;
  let chunksGzip = 0;
  /** @type {string[]} */
  const unmatched = [];
  for (const url of urls) {
    const { pathname } = new URL(url);
    const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
    const file = pathname.startsWith('/static/')
      ? path.join(SHELL_CLIENT, pathname.slice('/static/'.length))
      : remote
        ? path.join(ROOT, `mfe-${remote[1]}`, 'dist', remote[2])
        : undefined;
    if (!file || !existsSync(file)) {
      unmatched.push(url);
      continue;
    }
    if (entries.has(pathname)) entryGzip += gzipSize(file);
    else chunksGzip += gzipSize(file);
  }
  return {
    entryGzip,
    chunksGzip,
    totalGzip: entryGzip + chunksGzip,
    files: urls.length,
    unmatched,
  };
}
