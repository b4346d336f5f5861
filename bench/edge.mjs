// The production edge in front of the bench's site: Debian's nginx with
// deploy/nginx's configuration, rendered as an operator would
// (deploy/nginx/render.mjs), so the bench can measure /api on the path it
// takes in production (nginx routes it; the shell's proxy is `npm start`'s).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localDefaults, renderNginxConfig } from '../deploy/nginx/render.mjs';
import { isFree, waitForOk } from './site.mjs';

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) =>
  existsSync(file),
);

/**
 * nginx in front of a running site, or undefined where nginx is not installed.
 * @param {{ origin: string, apiOrigin: string }} site
 * @returns {Promise<{ origin: string, stop: () => Promise<void> } | undefined>}
 */
export async function startEdge(site) {
  if (!NGINX) return undefined;
  let port = Number(new URL(site.apiOrigin).port) + 100;
  while (!(await isFree(port))) port++;
  // nginx's workers run unprivileged: the folder must be readable by them.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hello-bench-edge-'));
  chmodSync(dir, 0o755);
  const config = renderNginxConfig(dir, {
    ...localDefaults(dir),
    LISTEN_PORT: String(port),
    SHELL_UPSTREAM: new URL(site.origin).host,
    API_UPSTREAM: new URL(site.apiOrigin).host,
  });
  const child = spawn(NGINX, ['-p', dir, '-c', config, '-g', 'daemon off;'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForOk(`${origin}/healthz`, 10_000),
      exited.then(() => Promise.reject(new Error(`nginx exited (${child.exitCode})`))),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
