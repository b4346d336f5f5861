// `npm run test:bench`: a fast check that the bench still works, for `npm test`.
// Runs the real machinery on ONE page with ONE Lighthouse run against the
// existing build (npm test builds first), on its own free ports and SQLite
// file, and asserts the report's shape, not its figures: budgets are the
// bench's business, not the test suite's. Exits non-zero on any failure.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runBench } from './bench.mjs';
import { ENDPOINTS, LOCALES, ROUTES } from './config.mjs';
import { writeReport } from './report.mjs';
import { freeSitePorts, isBuilt } from './site.mjs';

// Typically ~30 s (one Lighthouse run per server, one throttled load); a hang must not stall `npm test`.
const LIMIT_MS = 120_000;
const started = Date.now();
const watchdog = setTimeout(() => {
  console.error(`bench check: no result after ${LIMIT_MS / 1000} s`);
  process.exit(1); // the exit hook in site.mjs stops the site
}, LIMIT_MS);
watchdog.unref();

const work = mkdtempSync(path.join(os.tmpdir(), 'hello-bench-check-'));

/** @param {unknown} value @param {string} what */
function number(value, what) {
  assert.equal(typeof value, 'number', `${what} is a number`);
  assert.ok(
    Number.isFinite(value) && /** @type {number} */ (value) >= 0,
    `${what} is finite and >= 0`,
  );
}

try {
  assert.ok(isBuilt(), 'the site is built (run `npm run build` first)');
  const report = await runBench({
    routes: [ROUTES[0]],
    locales: [LOCALES[0]],
    runs: 1,
    durationSeconds: 1,
    endpoints: [ENDPOINTS[0]], // the machinery, not every endpoint: the watchdog allows 120 s
    // Away from the bench's 3500 so a check and a bench can run side by side.
    port: await freeSitePorts(4700 + Math.floor(Math.random() * 100) * 2),
    staticDir: path.join(work, 'static'),
  });
  const { files } = writeReport(report, path.join(work, 'results'));

  assert.equal(report.pages.length, 1, 'one page measured');
  const [page] = report.pages;
  for (const key of /** @type {const} */ ([
    'score',
    'lcp',
    'fcp',
    'tbt',
    'cls',
    'jsBytes',
    'requests',
    'origins',
  ])) {
    number(page.site[key], `site ${key}`);
    number(page.static[key], `static copy ${key}`);
  }
  assert.ok(page.site.lcp > 0 && page.static.lcp > 0, 'LCPs are positive');
  assert.equal(page.site.runs.length, 1, 'one Lighthouse run');
  assert.equal(
    page.site.runs[0].consentBanner,
    true,
    'Lighthouse measured the page with the banner',
  );
  number(page.lcpRatio, 'LCP ratio');
  number(page.paintRatio, 'throttled heading ratio');
  number(page.deadWindow.deadWindow, 'dead window');
  assert.ok(page.deadWindow.hydrated > page.deadWindow.heading, 'hydrated after the heading');
  const copy = readFileSync(path.join(work, 'static', `${LOCALES[0]}.html`), 'utf8');
  assert.ok(
    copy.includes('</html>') && !/<script\b/i.test(copy),
    'static copy has markup, no scripts',
  );
  assert.equal(page.static.jsBytes, 0, 'the static copy loads no JS');

  const { firstLoad, perApp, entryHops } = report.js;
  assert.ok(firstLoad, 'first-load JS measured');
  number(firstLoad.transferredBytes, 'first-load transferred bytes');
  assert.ok(firstLoad.totalGzip > 0, 'first-load build files found');
  assert.ok(
    perApp.some((/** @type {{ app: string }} */ a) => a.app === 'shell'),
    'shell JS size',
  );
  for (const hop of entryHops) number(hop.remoteEntry, `${hop.remote} remoteEntry gzip`);
  const banner = report.js.consentBanner;
  for (const part of ['chunkGzip', 'modulesGzip', 'wordsGzip'])
    assert.ok(banner[part] > 0, `the consent banner's ${part} measured`);
  assert.equal(banner.gzipBytes, banner.chunkGzip + banner.modulesGzip + banner.wordsGzip);

  assert.ok(report.api.length > 0, 'API endpoints measured');
  for (const endpoint of report.api) {
    assert.ok(endpoint.api.rps > 0 && endpoint.bare.rps > 0, `${endpoint.path} req/s`);
    number(endpoint.api.p99, `${endpoint.path} p99`);
    number(endpoint.ratio, `${endpoint.path} ratio`);
  }
  assert.ok(report.budgets.length >= 8, 'budgets evaluated');
  for (const check of report.budgets) assert.equal(typeof check.ok, 'boolean');

  for (const file of files) assert.ok(existsSync(file), `${path.basename(file)} written`);
  const written = JSON.parse(readFileSync(path.join(work, 'results', 'latest.json'), 'utf8'));
  assert.equal(written.pages[0].path, page.path, 'latest.json holds the report');
  assert.match(readFileSync(path.join(work, 'results', 'latest.md'), 'utf8'), /## Budgets/);

  console.log(
    `bench check ok in ${Math.round((Date.now() - started) / 1000)} s ` +
      `(${page.path}: score ${page.site.score}, LCP ${Math.round(page.site.lcp)} ms, ` +
      `static ${Math.round(page.static.lcp)} ms, API ${Math.round(report.api[0].api.rps)} req/s)`,
  );
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
} catch (error) {
  console.error(
    `bench check FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  console.error(`(files kept in ${work})`);
  process.exit(1);
}
