// Lighthouse 12 through its Node API, default config: mobile form factor,
// simulated throttling (Lantern), performance category only. One Chromium is
// reused for every run; Lighthouse opens a fresh tab and resets storage per run.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './config.mjs';

/**
 * @typedef {object} PageMetrics
 * @property {number} score 0..100
 * @property {number} lcp ms
 * @property {number} fcp ms
 * @property {number} tbt ms
 * @property {number} cls
 * @property {number} jsBytes transferred bytes of every Script request (compressed, with headers)
 * @property {number} jsRequests
 * @property {number} requests
 * @property {number} origins distinct origins requested
 * @property {number} criticalRequests requests in the longest critical request chain
 * @property {string[]} jsUrls
 * @property {boolean} consentBanner whether the page asked for consent (it loaded the banner's chunk)
 */

/** @returns {Promise<{ port: number, version: string, close: () => Promise<void> }>} */
export async function launchBrowser() {
  // chrome-launcher crashes the process with an unhandled 'error' event on a bad path.
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  /** @type {{ Browser?: string }} */
  const info = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
    .then((response) => response.json())
    .catch(() => ({}));
  return {
    port: chrome.port,
    version: info.Browser ?? 'unknown',
    close: async () => chrome.kill(),
  };
}

/**
 * One Lighthouse run.
 * @param {string} url
 * @param {number} port Chromium's debugging port
 * @returns {Promise<PageMetrics>}
 */
export async function measureOnce(url, port) {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} for ${url}`);
  const audits = lhr.audits;
  const numeric = (/** @type {string} */ id) => {
    const value = audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`);
    return value;
  };
  /** @type {{ url: string, resourceType?: string, transferSize?: number }[]} */
  const requests = /** @type {any} */ (audits['network-requests']?.details)?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const chains = /** @type {any} */ (audits['critical-request-chains']?.details)?.longestChain;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsRequests: scripts.length,
    requests: requests.length,
    origins: new Set(requests.map((request) => new URL(request.url).origin)).size,
    criticalRequests: chains?.length ?? 0,
    jsUrls: scripts.map((request) => request.url),
    // Lighthouse starts each run without storage: a first visit, which the banner asks.
    consentBanner: scripts.some((request) => /\/consent-banner\.[^/]*\.js$/.test(request.url)),
  };
}

/**
 * The median run, chosen by LCP: the bench's headline comparison is LCP
 * against the static copy, and picking a whole run keeps its figures coherent.
 * @param {PageMetrics[]} runs
 */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.lcp - b.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * @param {string} url
 * @param {number} port
 * @param {number} runs
 * @returns {Promise<PageMetrics & { runs: Pick<PageMetrics, 'score' | 'lcp' | 'consentBanner'>[] }>}
 */
export async function measure(url, port, runs) {
  /** @type {PageMetrics[]} */
  const all = [];
  for (let i = 0; i < runs; i += 1) all.push(await measureOnce(url, port));
  return {
    ...medianRun(all),
    runs: all.map(({ score, lcp, consentBanner }) => ({ score, lcp, consentBanner })),
  };
}
