import { spawn, type ChildProcess } from 'node:child_process';
import { createClient } from 'redis';
import { freePort } from './free-port';

/** A private, memory-only Redis for one test file (Debian's redis-server; .ci/run installs it). */
export interface RedisServer {
  url: string;
  stop: () => Promise<void>;
  /** Starts it again on the same port (after `stop`): clients that reconnect find it there. */
  restart: () => Promise<void>;
}

/**
 * On a free port, or TEST_REDIS_PORT (a machine that gives each developer a
 * port range; then run one such test file at a time).
 */
export async function startRedis(): Promise<RedisServer> {
  const fixed = Number(process.env.TEST_REDIS_PORT);
  let port = fixed || (await freePort());
  let url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess;
  for (let attempt = 1; ; attempt += 1) {
    try {
      child = await launch(port, url);
      break;
    } catch (error) {
      // A free port can be taken by another process before redis-server binds it: another one.
      if (fixed || attempt === 3) throw error;
      port = await freePort();
      url = `redis://127.0.0.1:${port}`;
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
    restart: async () => {
      child = await launch(port, url);
    },
  };
}

async function launch(port: number, url: string): Promise<ChildProcess> {
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    // Each probe fails at once when nothing answers (the client's own retries would wait forever).
    const client = createClient({
      url,
      socket: { connectTimeout: 1000, reconnectStrategy: false },
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
      await client.quit();
      return child;
    } catch (error) {
      await client.disconnect().catch(() => undefined);
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill();
        throw new Error(`redis-server did not start on ${url}: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
