// The bench's machinery, shared by `npm run bench` (run.mjs) and the fast
// check (check.mjs): start the built site, measure pages and their static
// copies, JS sizes and API throughput, stop everything, return one report.
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { measureApi } from './api-throughput.mjs';
import { consentBannerJs, entryHops, firstLoadJs, jsPerApp } from './js-size.mjs';
import { launchDeadWindowBrowser } from './dead-window.mjs';
import { launchBrowser, measure } from './lighthouse.mjs';
import { evaluateBudgets } from './report.mjs';
import { freeSitePorts, startSite } from './site.mjs';
import { startStaticCopyServer } from './static-copy.mjs';

const require = createRequire(import.meta.url);

/**
 * @param {object} options
 * @param {{ name: string, path: string }[]} options.routes
 * @param {string[]} options.locales
 * @param {number} options.runs
 * @param {number} options.durationSeconds
 * @param {number} [options.port]
 * @param {string} options.staticDir where the static copies are written
 * @param {{ name: string, path: string }[]} [options.endpoints] API endpoints (default: all of config.mjs)
 * @param {(line: string) => void} [options.log]
 */
export async function runBench({
  routes,
  locales,
  runs,
  durationSeconds,
  port,
  staticDir,
  endpoints,
  log = () => {},
}) {
  const started = Date.now();
  const sitePort = port ?? (await freeSitePorts(3500));
  const sqliteFile = path.join(os.tmpdir(), `hello-bench-${process.pid}-${sitePort}.sqlite`);
  log(`starting the production site on http://127.0.0.1:${sitePort} (API :${sitePort + 1})`);
  const site = await startSite({ port: sitePort, sqliteFile });
  /** @type {Array<() => Promise<void>>} */
  const cleanups = [site.stop];
  try {
    const copies = await startStaticCopyServer(site.origin, staticDir);
    cleanups.unshift(copies.close);
    const browser = await launchBrowser();
    cleanups.unshift(browser.close);
    const throttled = await launchDeadWindowBrowser();
    cleanups.unshift(throttled.close);

    const pages = [];
    for (const route of routes) {
      for (const locale of locales) {
        const pagePath = `/${locale}${route.path}`;
        site.assertAlive();
        const t0 = Date.now();
        const measured = await measure(site.origin + pagePath, browser.port, runs);
        // Issue 17's budgets hold with the banner showing: a run without it measured another page.
        if (!measured.runs.every((run) => run.consentBanner))
          throw new Error(`${pagePath}: a Lighthouse run did not show the consent banner`);
        const staticCopy = await copies.copy(pagePath);
        const staticMeasured = await measure(copies.origin + pagePath, browser.port, runs);
        const deadWindow = await throttled.measure(site.origin + pagePath, runs);
        const staticPaint = await throttled.measure(copies.origin + pagePath, runs, {
          hydrates: false,
        });
        pages.push({
          route: route.name,
          locale,
          path: pagePath,
          site: measured,
          static: staticMeasured,
          staticCopy: { ...staticCopy, file: path.relative(process.cwd(), staticCopy.file) },
          lcpRatio: measured.lcp / staticMeasured.lcp,
          deadWindow,
          staticHeading: staticPaint.heading,
          paintRatio: deadWindow.heading / staticPaint.heading,
          jsGzip: firstLoadJs(measured.jsUrls).totalGzip,
        });
        log(
          `${pagePath}: score ${measured.score}, LCP ${Math.round(measured.lcp)} ms ` +
            `(static copy ${Math.round(staticMeasured.lcp)} ms), throttled heading ` +
            `${Math.round(deadWindow.heading)} ms (static copy ${Math.round(staticPaint.heading)} ms), ` +
            `dead window ${Math.round(deadWindow.deadWindow)} ms in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
        );
      }
    }
    await throttled.close();
    cleanups.shift();
    await browser.close();
    cleanups.shift();

    // First-load JS of home: the median run's transferred script bytes, and
    // the same requests mapped back to build files (gzip -9) for a stable figure.
    // Only home has this budget; without home in --pages there is no such figure.
    const home = pages.find((page) => page.route === 'home');
    const firstLoad = home && {
      page: home.path,
      transferredBytes: home.site.jsBytes,
      requests: home.site.jsRequests,
      ...firstLoadJs(home.site.jsUrls),
    };

    site.assertAlive();
    const api = await measureApi(site.apiOrigin, { durationSeconds, endpoints, log });
    const report = {
      startedAt: new Date(started).toISOString(),
      seconds: 0,
      environment: {
        node: process.version,
        lighthouse: require('lighthouse/package.json').version,
        chromium: browser.version,
        cpus: os.cpus().length,
      },
      method: {
        lighthouse:
          'default config: mobile form factor, simulated throttling (Lantern), performance only',
        runs,
        median: 'by LCP (the whole median run is reported)',
        deadWindow:
          'real Chromium (playwright-core), CPU 4x slower, 1.6 Mbit/s, 150 ms RTT, cold cache: <h1> painted (LCP entry) to <html data-hydrated>, median of the runs',
        paintRatio:
          "the same throttled Chromium: the page's <h1> painted ÷ the static copy's, medians of the runs (the budget's LCP ratio; Lantern's is reported beside it)",
        staticCopy:
          'the page HTML minus <script> elements, served by the bench with the same compression middleware (the physical limit)',
        jsGzip: 'build files, zlib gzip level 9; transferred = Lighthouse network-requests',
        api: 'autocannon, connections and duration below, real API vs bare Express 5 in a worker thread',
        apiLoad: { durationSeconds },
      },
      pages,
      js: {
        firstLoad,
        perApp: jsPerApp(),
        entryHops: entryHops(),
        consentBanner: consentBannerJs(),
      },
      api,
      budgets: /** @type {ReturnType<typeof evaluateBudgets>} */ ([]),
    };
    site.assertAlive(); // the API figures were measured against our own site
    report.budgets = evaluateBudgets(report);
    report.seconds = Math.round((Date.now() - started) / 1000);
    return report;
  } catch (error) {
    // The site's own last words are usually the explanation.
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n--- site output (tail) ---\n${site.output()}`,
      { cause: error },
    );
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}
