import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORT } from './env';

const repoRoot = path.resolve(__dirname, '../..');
let nextPort = E2E_PORT + 30;

/**
 * A temp folder nginx's workers can read: run as root, nginx hands requests
 * to an unprivileged user, and mkdtemp's folders are private to their owner.
 */
function sharedTempDir(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** Debian's nginx, if installed (`.ci/run` installs it); undefined otherwise. */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(
  (file) => existsSync(file),
);

/** A free port of this suite's range for an extra server (the edge, a slow proxy). */
export const takePort = () => nextPort++;

export interface EdgeSettings {
  port: number;
  /** host:port of the shell's server and of the API. */
  shellUpstream: string;
  apiUpstream: string;
  /** A folder with `mfe-<name>/dist` per remote; default: the repository's builds. */
  remotesRoot?: string;
  releasesRoot?: string;
}

/**
 * Renders deploy/nginx for this test (deploy/nginx/render.mjs, as an operator
 * would) into a temp prefix; returns the folder and the main config.
 */
export function renderEdgeConfig(settings: EdgeSettings) {
  const dir = sharedTempDir('hello-edge-');
  execFileSync(process.execPath, ['deploy/nginx/render.mjs', dir], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LISTEN_PORT: String(settings.port),
      SHELL_UPSTREAM: settings.shellUpstream,
      API_UPSTREAM: settings.apiUpstream,
      REMOTES_ROOT: settings.remotesRoot ?? repoRoot,
      RELEASES_ROOT: settings.releasesRoot ?? path.join(repoRoot, '.releases'),
      NGINX_RUN_DIR: path.join(dir, 'run'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { dir, config: path.join(dir, 'nginx.conf') };
}

/** `nginx -t` on a rendered config: its exit code and what it said. */
export function checkEdgeConfig(settings: EdgeSettings) {
  const { dir, config } = renderEdgeConfig(settings);
  const result = spawnSync(nginxBinary!, ['-t', '-p', dir, '-c', config], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

export interface Edge {
  baseURL: string;
  stop: () => Promise<void>;
}

/** nginx in the foreground with the site's rendered config, on `settings.port`. */
export async function startEdge(settings: EdgeSettings): Promise<Edge> {
  const { dir, config } = renderEdgeConfig(settings);
  // Its error log (failed upstreams, missing files) is what the tests provoke: kept out of the report.
  const child = spawn(nginxBinary!, ['-p', dir, '-c', config, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${settings.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A remotes root where every remote's build is present except `missing`'s:
 * what the edge serves after a botched deployment of that one section.
 */
export function remotesRootWithout(missing: string): string {
  const dir = sharedTempDir('hello-remotes-root-');
  for (const name of readdirSync(repoRoot)) {
    if (!name.startsWith('mfe-') || name === `mfe-${missing}`) continue;
    mkdirSync(path.join(dir, name));
    symlinkSync(path.join(repoRoot, name, 'dist'), path.join(dir, name, 'dist'));
  }
  return dir;
}
