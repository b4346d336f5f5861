// Everything the bench measures, in one place. A new section adds its route
// to ROUTES and, if it has a list endpoint, the endpoint to ENDPOINTS; the
// rest of the bench picks them up. Budgets mirror DESIGN.md §8.
import { readFileSync } from 'node:fs';

const chromium = JSON.parse(
  readFileSync(new URL('../build/chromium.json', import.meta.url), 'utf8'),
);

/** Routes to measure; `path` is appended to `/{locale}` ('' is home). */
export const ROUTES = [
  { name: 'home', path: '' },
  { name: 'roadmap', path: '/roadmap' },
  { name: 'feedback', path: '/feedback' },
  { name: 'verifactu', path: '/hellocash/verifactu' },
  // Product lines and a product page (the marketing brand's slug as seeded: contracts/src/brand.ts).
  { name: 'hellomarketing', path: '/hellomarketing' },
  { name: 'hellocash', path: '/hellocash' },
  { name: 'product', path: '/hellocash/pos-system' },
  { name: 'hellopayment', path: '/hellocash/hellopayment' },
  { name: 'mollie', path: '/hellocash/hellopayment/mollie' },
  { name: 'ebooks', path: '/social-media-tipps-und-tricks' },
];

/** One locale per language is enough: pages differ in words, not in code. */
export const LOCALES = ['de_DE', 'es_ES', 'fr_FR'];

/** API endpoints for the throughput comparison (relative to the API's own origin). */
export const ENDPOINTS = [
  { name: 'tracking-pixels', path: '/api/tracking-pixels/active' },
  { name: 'ebooks', path: '/api/ebooks' },
  { name: 'testimonials', path: '/api/testimonials' },
  { name: 'products', path: '/api/products/brand/hellomarketing?country=DE' },
  { name: 'faqs', path: '/api/faqs?country=ES&category=verifactu' },
  { name: 'glossary', path: '/api/glossary?country=ES&context=verifactu' },
  { name: 'download-stats', path: '/api/stats/downloads?category=Facebook' },
];

/**
 * DESIGN.md §8. `max`: the figure must be <= the budget; `min`: >= the budget.
 * @type {Record<string, { budget: number, kind: 'max' | 'min', unit: string, label: string }>}
 */
export const BUDGETS = {
  score: { budget: 100, kind: 'min', unit: '', label: 'performance score' },
  lcp: { budget: 1500, kind: 'max', unit: 'ms', label: 'LCP' },
  fcp: { budget: 1000, kind: 'max', unit: 'ms', label: 'FCP' },
  tbt: { budget: 60, kind: 'max', unit: 'ms', label: 'TBT' },
  cls: { budget: 0, kind: 'max', unit: '', label: 'CLS' },
  // Measured on the throttled profile, where a real Chromium paints the page:
  // Lantern's pessimistic LCP counts every byte fetched before the observed
  // paint as blocking it (see bench/README.md). Lantern's ratio is still
  // reported beside it.
  paintRatio: {
    budget: 1.1,
    kind: 'max',
    unit: 'x',
    label: "heading painted ÷ the static copy's (throttled, median)",
  },
  deadWindow: {
    budget: 800,
    kind: 'max',
    unit: 'ms',
    label: 'dead window: heading painted → hydrated (throttled, median)',
  },
  firstLoadJs: {
    budget: 190 * 1024,
    kind: 'max',
    unit: 'B',
    label: 'first-load JS of home (gzip)',
  },
  pageJsOverHome: {
    budget: 30 * 1024,
    kind: 'max',
    unit: 'B',
    label: "a page's first-load JS over home's (gzip)",
  },
  entryHop: { budget: 15 * 1024, kind: 'max', unit: 'B', label: 'remote entry hop (gzip)' },
  consentBanner: {
    budget: 10 * 1024,
    kind: 'max',
    unit: 'B',
    label: "the consent banner's code on a first visit (gzip)",
  },
  criticalRequests: { budget: 4, kind: 'max', unit: '', label: 'requests on the critical path' },
  origins: { budget: 1, kind: 'max', unit: '', label: 'origins' },
  apiRatio: { budget: 0.8, kind: 'min', unit: '', label: 'API req/s vs bare Express' },
};

/** The same Chromium and flags as the e2e tests (build/chromium.json), headless for Lighthouse. */
export const CHROME_PATH = process.env.CHROME_PATH || chromium.executablePath;
export const CHROME_FLAGS = ['--headless=new', ...chromium.args];

/** autocannon settings: enough load to saturate one Node process on 2 cores. */
export const LOAD = { connections: 50, durationSeconds: 5 };
