// `npm test`: every suite, in two stages that share one production build.
//   1. lint + types, the API suite (SQLite and a throwaway MariaDB), the unit
//      tests and the production build run side by side: they wait on
//      different things (the compiler, the databases, the bundler), so
//      together they take little longer than the longest of them.
//   2. on that build, alone: the browser suite (its timings are a visitor's:
//      a loaded machine makes them flaky), then the bench check. `.ci/run`
//      runs the container smoke suite after this.
// Each suite's output is prefixed with its name; the run fails when any
// suite fails, and says which.
import { spawn } from 'node:child_process';

/** @typedef {{ name: string, script: string }} Suite */

/** @type {Suite[][]} */
const STAGES = [
  [
    { name: 'lint', script: 'lint' },
    { name: 'api', script: 'test:api' },
    { name: 'unit', script: 'test:unit' },
    { name: 'build', script: 'build' },
  ],
  [{ name: 'e2e', script: 'test:e2e' }],
  [{ name: 'bench', script: 'test:bench' }],
];

/** @param {Suite} suite @returns {Promise<{ suite: Suite, code: number, seconds: number }>} */
function run(suite) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', suite.script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
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
    child.on('close', (code, signal) =>
      resolve({
        suite,
        code: code ?? (signal ? 1 : 0),
        seconds: Math.round((Date.now() - started) / 1000),
      }),
    );
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
