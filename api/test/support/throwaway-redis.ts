import { spawn, type ChildProcess } from 'node:child_process';
import { createClient } from 'redis';
import { freePort } from './free-port';

/** A private, memory-only Redis for one test file (Debian's redis-server; .ci/run installs it). */
export interface RedisServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const client = createClient({ url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
      await client.quit();
      break;
    } catch (error) {
      await client.disconnect().catch(() => undefined);
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`redis-server did not start on ${url}: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
