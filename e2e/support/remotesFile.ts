import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const repoRoot = path.resolve(__dirname, '../..');

export type RemotesFile = Record<string, { manifest: string; prefixes: string[] }>;

/** The repository's remotes.json: every section on its local build. */
export const localRemotes = (): RemotesFile =>
  JSON.parse(readFileSync(path.join(repoRoot, 'remotes.json'), 'utf8')) as RemotesFile;

/**
 * A temporary folder with a remotes.json the test can rewrite: the
 * repository's, with some sections' manifests replaced (a release changes one).
 */
export function tempRemotes(manifests: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hello-remotes-'));
  const file = path.join(dir, 'remotes.json');
  const write = (changed: Record<string, string>) => {
    const config = localRemotes();
    for (const [name, manifest] of Object.entries(changed))
      config[name] = { ...config[name]!, manifest };
    writeFileSync(file, JSON.stringify(config, null, 2));
  };
  write(manifests);
  return { dir, file, write, releasesDir: path.join(dir, 'releases') };
}

/**
 * Publishes a changed build of a remote under releases/<remote>/<version>/:
 * a copy of its production build with one visible text replaced (both the
 * browser and the Node build), as a team's next release would be.
 */
export function publishChangedRelease(
  releasesDir: string,
  remote: string,
  version: string,
  from: string,
  to: string,
): void {
  const target = path.join(releasesDir, remote, version);
  cpSync(path.join(repoRoot, `mfe-${remote}`, 'dist'), target, { recursive: true });
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) visit(file);
      else if (name.endsWith('.js')) {
        const changed = readFileSync(file, 'utf8').split(from).join(to);
        writeFileSync(file, changed);
        // The build's compressed copies, which browsers are sent, change with it.
        if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(changed));
        if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(changed));
      }
    }
  };
  visit(target);
}
