// The dead window (DESIGN.md §8): from the page's heading painted to the page
// hydrated, in real Chromium on the throttled phone profile — CPU 4× slower,
// 1.6 Mbit/s down, 150 ms round trip — with a cold cache per run. Lighthouse
// models network time; this is measured. A tap in the window has to be
// handled by the server HTML (forms, <details>) or is lost.
//
//   node bench/dead-window.mjs /de_DE /es_ES/hellocash/verifactu/faq [--runs 3]
//
// starts the existing production build (like the bench) and prints the figures.
import { pathToFileURL } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './config.mjs';
import { freeSitePorts, startSite } from './site.mjs';

/** DESIGN.md §8's throttled phone profile, as Chrome DevTools Protocol settings. */
export const THROTTLED_PROFILE = {
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
};

/**
 * Runs in the page before any of its scripts: notes when the heading (the
 * page's <h1>, else its largest paint) was painted, and when the shell
 * marked <html data-hydrated> (set once React has hydrated the layout).
 */
function observeHydration() {
  const marks = /** @type {{ heading?: number, largest?: number, hydrated?: number }} */ ({});
  Object.assign(window, { __deadWindow: marks });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries())) {
      marks.largest ??= entry.startTime;
      if (entry.element?.tagName === 'H1' && marks.heading === undefined)
        marks.heading = entry.startTime;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated && marks.hydrated === undefined)
      marks.hydrated = performance.now();
    // The script runs before <html> exists: watch the document for the attribute.
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

const HYDRATION_TIMEOUT_MS = 120_000;

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** One browser for every run; each run gets a fresh context (cold cache, no cookies). */
export async function launchDeadWindowBrowser() {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  return {
    /**
     * @param {string} url
     * @param {number} runs
     * @param {{ hydrates?: boolean }} [options] false for a page without scripts (the static
     *   copy): only its heading's paint is measured
     * @returns {Promise<{ heading: number, hydrated: number, deadWindow: number, runs: { heading: number, hydrated: number }[] }>}
     */
    async measure(url, runs, { hydrates = true } = {}) {
      const measured = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', THROTTLED_PROFILE.network);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED_PROFILE.cpuSlowdown });
          await page.addInitScript(observeHydration);
          await page.goto(url, { waitUntil: 'commit', timeout: HYDRATION_TIMEOUT_MS });
          // A page that never hydrates counts as an endless window, not as a crash of the bench.
          const hydrated = await page
            .waitForFunction(
              hydrates
                ? () => /** @type {any} */ (window).__deadWindow?.hydrated !== undefined
                : () => {
                    const marks = /** @type {any} */ (window).__deadWindow;
                    return document.readyState === 'complete' && marks?.largest !== undefined;
                  },
              null,
              { timeout: HYDRATION_TIMEOUT_MS, polling: 100 },
            )
            .then(
              () => true,
              () => false,
            );
          const marks = await page.evaluate(() => /** @type {any} */ (window).__deadWindow);
          measured.push({
            heading: marks.heading ?? marks.largest ?? NaN,
            hydrated: hydrated && hydrates ? marks.hydrated : Infinity,
          });
        } finally {
          await context.close();
        }
      }
      const heading = median(measured.map((run) => run.heading));
      const hydrated = median(measured.map((run) => run.hydrated));
      return {
        heading,
        hydrated,
        deadWindow: median(measured.map((run) => run.hydrated - run.heading)),
        runs: measured,
      };
    },
    close: () => browser.close(),
  };
}

async function main() {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
  const paths = args.filter((arg, index) => arg.startsWith('/') && index !== runsAt + 1);
  const port = await freeSitePorts(3500);
  const site = await startSite({
    port,
    sqliteFile: path.join(os.tmpdir(), `hello-dead-window-${process.pid}.sqlite`),
  });
  const browser = await launchDeadWindowBrowser();
  try {
    for (const pagePath of paths.length ? paths : ['/de_DE']) {
      const figure = await browser.measure(site.origin + pagePath, runs);
      const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
      console.log(
        `${pagePath}: heading ${ms(figure.heading)}, hydrated ${ms(figure.hydrated)}, ` +
          `dead window ${ms(figure.deadWindow)} (runs: ${figure.runs.map((r) => ms(r.hydrated - r.heading)).join(', ')})`,
      );
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
