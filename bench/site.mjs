// Builds and runs the production site exactly as `npm start` does
// (scripts/start.mjs), so the bench measures what visitors get.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Files without which the site cannot start; their absence means "not built". */
const BUILD_OUTPUTS = [
  'api/dist/server.js',
  'shell/dist/server/index.js',
  'shell/dist/client/entry-assets.json',
];

export function isBuilt() {
  return BUILD_OUTPUTS.every((file) => existsSync(path.join(ROOT, file)));
}

/** Runs `npm run build`, streaming its output; rejects if it fails. */
export function buildSite() {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`npm run build exited with ${code}`)),
    );
  });
}

/** @param {number} port */
export function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The site needs four adjacent ports: the shell on N, the API on N+1, and
 * their metrics listeners on N+2 and N+3 (scripts/start.mjs).
 * @param {number} from
 */
export async function freeSitePorts(from = 3500) {
  for (let port = from; port < from + 200; port += 4) {
    const free = await Promise.all([0, 1, 2, 3].map((offset) => isFree(port + offset)));
    if (free.every(Boolean)) return port;
  }
  throw new Error(`no four free ports in ${from}..${from + 200}`);
}

/** @param {string} url @param {number} timeoutMs */
export async function waitForOk(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts scripts/start.mjs with its own SQLite file. It runs in its own process
 * group so stop() also ends the API and shell it spawned, even if it hangs.
 * @param {{ port: number, sqliteFile: string, log?: (line: string) => void }} options
 * @returns {Promise<{ origin: string, apiOrigin: string, pid: number, output: () => string, assertAlive: () => void, stop: () => Promise<void> }>}
 */
export async function startSite({ port, sqliteFile, log = () => {} }) {
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    PORT: String(port),
    SQLITE_FILE: sqliteFile,
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL; // always the throwaway SQLite file, never a real database
  delete env.API_PORT;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString()).slice(-4000);
    for (const line of chunk.toString().split('\n')) if (line.trim()) log(line);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Detached children outlive us unless told: on Ctrl-C or a crash, end them too.
  const killOnExit = () => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      killOnExit();
      const killer = setTimeout(() => {
        try {
          process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5000);
      await exited;
      clearTimeout(killer);
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(sqliteFile + suffix, { force: true });
  };

  /** Throws if the site has stopped: figures measured after that would be someone else's. */
  const assertAlive = () => {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the site (port ${port}) has stopped:\n${output}`);
  };

  const origin = `http://127.0.0.1:${port}`;
  const apiOrigin = `http://127.0.0.1:${port + 1}`;
  try {
    await Promise.race([
      Promise.all([
        waitForOk(`${apiOrigin}/healthz`, 60_000),
        waitForOk(`${origin}/healthz`, 60_000),
      ]),
      exited.then((code) => {
        throw new Error(`the site exited (${code}) while starting:\n${output}`);
      }),
    ]);
    // Someone else's server on our port would answer /healthz while ours dies
    // of EADDRINUSE: make sure ours is still there once it has had time to fail.
    await new Promise((resolve) => setTimeout(resolve, 500));
    assertAlive();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    apiOrigin,
    pid: /** @type {number} */ (child.pid),
    output: () => output,
    assertAlive,
    stop,
  };
}
