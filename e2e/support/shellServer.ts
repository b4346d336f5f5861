import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { E2E_PORT } from './env';

const repoRoot = path.resolve(__dirname, '../..');
let nextPort = E2E_PORT + 10;

export interface ShellServer {
  baseURL: string;
  /** What the server wrote to stderr so far (also passed on to the test's stderr). */
  errors: () => string;
  /** What it wrote to stdout so far (its JSON log lines among it). */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * A second shell server beside the suite's site, sharing its API, with its
 * own remotes.json and release folder: for failures and releases that must
 * not disturb the other tests.
 */
export async function startShellServer(
  env: Record<string, string>,
  /** A copy of the repository to serve from (the server finds its files from its own place). */
  root = repoRoot,
): Promise<ShellServer> {
  const port = nextPort++;
  const child: ChildProcess = spawn(process.execPath, ['shell/dist/server/index.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      API_URL: `http://127.0.0.1:${E2E_PORT + 1}`,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    process.stderr.write(chunk);
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('shell server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL,
    errors: () => errors,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
