// A load generator that leaves the CPU to the servers it measures. The /api
// proxy ratio puts three processes on this 2-core machine (load generator,
// shell, API): autocannon, itself a Node process, takes about a third of a
// core at that rate and its scheduling weighs on the path with two servers
// more than on the direct one. wrk (C, Debian's `wrk`) takes a fraction of
// that, so the figure is the proxy's cost rather than the load generator's.
import { execFile, execFileSync } from 'node:child_process';

/** Whether `wrk` is installed (`apt-get install wrk`); the bench falls back to autocannon without it. */
export function hasWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version exits 1 after printing its version: only a missing binary means no wrk.
    return /** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT';
  }
}

/**
 * One wrk run (one thread, `connections` keep-alive connections).
 * @param {string} url
 * @param {{ duration: number, connections?: number }} options duration in seconds
 * @returns {Promise<{ requestsPerSecond: number, requests: number, errors: number }>}
 */
export function wrk(url, { duration, connections = 50 }) {
  return new Promise((resolve, reject) => {
    execFile(
      'wrk',
      ['-t1', `-c${connections}`, `-d${duration}s`, url],
      { timeout: (duration + 30) * 1000 },
      (error, stdout) => {
        if (error) return reject(error);
        const rate = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
        if (!rate) return reject(new Error(`wrk printed no rate:\n${stdout}`));
        const count = (pattern) => Number(pattern.exec(stdout)?.[1] ?? 0);
        // "Socket errors: connect 0, read 0, write 0, timeout 0" and "Non-2xx or 3xx responses: N".
        const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
          stdout,
        );
        const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
        resolve({
          requestsPerSecond: Number(rate[1]),
          requests: count(/(\d+) requests in/),
          errors: socketErrors + count(/Non-2xx or 3xx responses:\s+(\d+)/),
        });
      },
    );
  });
}
