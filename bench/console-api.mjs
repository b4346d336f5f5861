// The console's API budgets (issue 18): the leads list with 100,000 rows,
// p95 <= 100 ms for any filter, and the CSV export of 100,000 rows in <= 5 s
// with the API's memory growing < 50 MB — on SQLite and on MariaDB. Builds
// the API, then runs api/bench/leads-desk.bench.ts through jest (which
// brings the throwaway MariaDB), each database in turn, and prints a report
// (also bench/results/console-api.md). A tool, not a test: over-budget
// figures are marked OVER, the exit code says only whether it could measure.
//   node bench/console-api.mjs [--only sqlite|mariadb] [--rows 100000] [--runs 40]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUDGET = { listP95Ms: 100, exportSeconds: 5, exportGrowthMb: 50 };
const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
  },
});

const build = spawnSync('npx', ['rspack', 'build', '-c', 'api/rspack.config.mjs'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

const out = path.join(os.tmpdir(), `console-bench-${process.pid}`);
const databases = values.only ? [values.only] : ['sqlite', 'mariadb'];
const results = [];
for (const database of databases) {
  const run = spawnSync(
    'npx',
    [
      'jest',
      '--selectProjects',
      `api-${database}`,
      '--runInBand',
      '--roots',
      '<rootDir>/api',
      '--testMatch',
      '<rootDir>/api/bench/*.bench.ts',
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BENCH_OUT: out, BENCH_LEADS: values.rows, BENCH_RUNS: values.runs },
    },
  );
  const file = `${out}.${database}.json`;
  if (run.status !== 0 || !fs.existsSync(file)) {
    console.error(`the bench on ${database} failed`);
    process.exit(1);
  }
  results.push(JSON.parse(fs.readFileSync(file, 'utf8')));
  fs.rmSync(file);
}

const mark = (ok) => (ok ? 'ok' : '**OVER**');
const ms = (value) => `${value.toFixed(1)} ms`;
const lines = [
  `# Console API bench (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores)`,
  '',
];
for (const result of results) {
  const growth = result.export.rssPeakMb - result.export.rssBeforeMb;
  lines.push(
    `## ${result.database}: ${result.rows.toLocaleString('en')} leads (inserted in ${result.insertSeconds.toFixed(1)} s)`,
    '',
    `| GET /api/admin/leads?limit=50&… | matches | p50 | p95 (budget ${BUDGET.listP95Ms} ms) |`,
    '| --- | ---: | ---: | ---: |',
    ...result.list.map(
      (row) =>
        `| ${row.name} | ${row.total} | ${ms(row.p50)} | ${ms(row.p95)} ${mark(row.p95 <= BUDGET.listP95Ms)} |`,
    ),
    '',
    `CSV export: ${result.export.rows.toLocaleString('en')} rows, ${result.export.megabytes.toFixed(1)} MB in ` +
      `${result.export.seconds.toFixed(2)} s ${mark(result.export.seconds <= BUDGET.exportSeconds)} (budget ${BUDGET.exportSeconds} s); ` +
      `API resident memory ${result.export.rssBeforeMb.toFixed(0)} → ${result.export.rssPeakMb.toFixed(0)} MB, ` +
      `growth ${growth.toFixed(1)} MB ${mark(growth < BUDGET.exportGrowthMb)} (budget < ${BUDGET.exportGrowthMb} MB)`,
    '',
  );
}
const report = lines.join('\n');
console.log(`\n${report}`);
fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench/results/console-api.md'), report);
