// Runs the site's Node services as child processes and stops them all
// cleanly on Ctrl-C (SIGINT) or SIGTERM. Used by `npm start` and `npm run dev`.
import { spawn } from 'node:child_process';

/**
 * @param {{ name: string, command: string, args: string[], env?: Record<string,string> }[]} specs
 * @returns {{ stop: (code?: number) => void, children: import('node:child_process').ChildProcess[] }}
 */
export function runAll(specs) {
  let stopping = false;
  const children = specs.map(({ name, command, args, env }) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const prefix = `[${name}] `;
    const forward = (stream, target) =>
      stream.on('data', (chunk) => {
        for (const line of chunk.toString().split('\n'))
          if (line.trim()) target.write(`${prefix}${line}\n`);
      });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`${prefix}exited (${signal ?? code}); stopping the others`);
        stop(typeof code === 'number' && code !== 0 ? code : 1);
      }
    });
    return child;
  });

  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
    if (alive.length === 0) process.exit(code);
    let left = alive.length;
    for (const child of alive) {
      child.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(code);
      });
      child.kill('SIGTERM');
    }
    setTimeout(() => {
      for (const child of alive) child.kill('SIGKILL');
      process.exit(code);
    }, 5000).unref();
  }

  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));
  return { stop, children };
}

/** Resolves when `url` answers (any status), rejects after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}
