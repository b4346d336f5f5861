// `node deploy/cdn/public-copy.mjs <build or release folder> <out folder>`
//
// The part of a build that the CDN may serve to the public: everything but
// the Node build (`server/`: the code that renders on the server, with its
// paths and internals) and the source maps (the complete sources with the
// build machine's paths). The same files nginx and the shell's server refuse
// (deploy/nginx/templates/site.conf.template, shell/server/buildFiles.ts);
// deploy/deploy.test.ts checks the three agree. The complete build goes to
// the private bucket the shell's pods load the Node builds from (REMOTES_ORIGIN).
import { cpSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Whether a file or folder of a build stays out of the public copy. */
export const isPrivate = (file, isDirectory) =>
  isDirectory ? path.basename(file) === 'server' : file.endsWith('.map');

export function publicCopy(from, to) {
  if (!existsSync(from) || !statSync(from).isDirectory())
    throw new Error(`${from} is not a folder`);
  mkdirSync(to, { recursive: true });
  cpSync(from, to, {
    recursive: true,
    filter: (source) => source === from || !isPrivate(source, statSync(source).isDirectory()),
  });
}

if (process.argv[1] === import.meta.filename) {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) {
    console.error('usage: node deploy/cdn/public-copy.mjs <build or release folder> <out folder>');
    process.exit(2);
  }
  try {
    publicCopy(path.resolve(from), path.resolve(to));
  } catch (error) {
    console.error(`public-copy: ${error.message}`);
    process.exit(1);
  }
}
