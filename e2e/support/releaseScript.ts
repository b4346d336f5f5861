import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

/** Runs `npm run release -- <args>` (scripts/release.mjs) as an operator would; returns its output. */
export function runRelease(args: string[], env: { RELEASES_DIR: string; REMOTES_FILE: string }) {
  return execFileSync(process.execPath, ['scripts/release.mjs', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
