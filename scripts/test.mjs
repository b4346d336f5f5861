// `npm test`: every suite, in two stages that share one production build.
//   1. lint + types, the API suite (SQLite and a throwaway MariaDB), the unit
//      tests and the production build run side by side: they wait on
//      different things (the compiler, the databases, the bundler), so
//      together they take little longer than the longest of them.
//   2. on that build, alone: the browser suite (its timings are a visitor's:
//      a loaded machine makes them flaky), then the bench check. `.ci/run`
//      runs the container smoke suite after this.
// Each suite's output is prefixed with its name; the run fails when any
// suite fails, and says which. A suite that outlives its time limit (a test
// runner that never exits, a server that hangs) is stopped and fails, so CI
// says what hung instead of running into its own limit. The limits are about
// twice a suite's time on a slow day of this 2-core machine (the browser
// suite has taken 11 and 22 minutes on machines of the same kind).
import { spawn } from 'node:child_process';

/** @typedef {{ name: string, script: string, limitMinutes: number }} Suite */

/** @type {Suite[][]} */
const STAGES = [
  [
    { name: 'lint', script: 'lint', limitMinutes: 15 },
    { name: 'api', script: 'test:api', limitMinutes: 40 },
    { name: 'unit', script: 'test:unit', limitMinutes: 15 },
    { name: 'build', script: 'build', limitMinutes: 15 },
  ],
  [{ name: 'e2e', script: 'test:e2e', limitMinutes: 45 }],
  [{ name: 'bench', script: 'test:bench', limitMinutes: 5 }],
];

/** @param {Suite} suite @returns {Promise<{ suite: Suite, code: number, seconds: number }>} */
const running = new Set();
// Stopping `npm test` stops every suite's process group with it.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const pid of running) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    process.exit(130);
  });

function run(suite) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', suite.script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
      // Its own process group, so a time-out stops the servers it started too.
      detached: true,
    });
    running.add(child.pid);
    let timedOut = false;
    const limit = setTimeout(() => {
      timedOut = true;
      process.stderr.write(
        `[${suite.name}] stopped: still running after ${suite.limitMinutes} min\n`,
      );
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, suite.limitMinutes * 60_000);
    const forward = (stream, target) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) target.write(`[${suite.name}] ${line}\n`);
      });
      stream.on('end', () => rest && target.write(`[${suite.name}] ${rest}\n`));
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      running.delete(child.pid);
      resolve({
        suite,
        code: timedOut ? 124 : (code ?? (signal ? 1 : 0)),
        seconds: Math.round((Date.now() - started) / 1000),
      });
    });
  });
}

const results = [];
for (const stage of STAGES) {
  const finished = await Promise.all(stage.map(run));
  results.push(...finished);
  for (const { suite, code, seconds } of finished)
    console.log(
      `[test] ${suite.name}: ${code === 0 ? 'passed' : `FAILED (${code})`} in ${seconds} s`,
    );
  if (finished.some((result) => result.code !== 0)) break;
}

const failed = results.filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.error(`[test] failed: ${failed.map((result) => result.suite.name).join(', ')}`);
  process.exit(1);
}
console.log('[test] every suite passed');
