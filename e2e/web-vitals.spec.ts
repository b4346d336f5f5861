import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { queryRows } from './support/database';
import { waitForHydration } from './support/hydration';
import { createStaffMember, signInToConsole } from './support/staff';

/**
 * Issue 39 §3: a real visit's Web Vitals. The page loads, the beacon's own
 * chunk comes after hydration, and hiding the page sends one beacon: the
 * day's histogram of the page's route id (never its URL) gains it, nothing
 * else of the visit is stored. Staff pages send nothing. The console's
 * 'Web Vitals' shows the page with its p75s, axe-clean.
 */

const stamp = `${Date.now()}`;
const ADMIN = { username: `e2e-vitals-${stamp}`, password: 'vitals-sichere-phrase-39' };
const PAGE = '/fr_FR/about';

test.describe.configure({ timeout: 90_000 });

test.beforeAll(() => createStaffMember(ADMIN, 'admin'));

const today = () => new Date().toISOString().slice(0, 10);

/** Beacons counted so far for a page id (today, any language and device): the sum over one metric's buckets. */
const beaconsOf = (pageId: string, language: string, metric = 'TTFB') =>
  Number(
    queryRows<{ n: number | null }>(
      'select sum(samples) as n from web_vitals where day = ? and page_id = ? and language = ? and metric = ?',
      today(),
      pageId,
      language,
      metric,
    )[0]?.n ?? 0,
  );

/** Loads a page and waits until the beacon's chunk is in (it comes when the page is idle after hydration). */
async function loadMeasured(page: Page, path: string) {
  const beaconChunk = page.waitForResponse((response) =>
    /\/static\/vitals-beacon\.[^/]+\.js$/.test(response.url()),
  );
  await page.goto(path);
  await waitForHydration(page);
  await beaconChunk;
  // web-vitals reads the load's buffered entries (TTFB, FCP, LCP) in its observers' next
  // callbacks, a task or two after it is loaded: a visitor who leaves before sends nothing.
  await page.waitForTimeout(1000);
}

/** The visitor switches tabs: the page turns hidden, as the browser says it on leaving too. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test('a visit sends one beacon on hide; the day’s histogram of its route id gains it, and nothing of the visitor', async ({
  page,
}) => {
  const before = beaconsOf('about', 'fr');
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/track/vitals')) beacons.push(request.method());
  });
  await loadMeasured(page, PAGE);
  await hide(page);
  await expect.poll(() => beaconsOf('about', 'fr'), { timeout: 10_000 }).toBeGreaterThan(before);
  // Hidden again (back and away once more), then left: still one beacon for this page view.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await page.waitForTimeout(500);
  expect(beacons).toHaveLength(1);

  // The rows: the route id, the page's language, the device class; no URL, address or agent.
  const rows = queryRows<Record<string, unknown>>(
    "select * from web_vitals where day = ? and page_id = 'about' and language = 'fr'",
    today(),
  );
  expect(rows.map((row) => row.metric)).toEqual(expect.arrayContaining(['TTFB', 'FCP']));
  expect(rows.every((row) => row.device_type === 'desktop')).toBe(true);
  expect(Object.keys(rows[0]!).sort()).toEqual(
    ['bucket', 'day', 'device_type', 'language', 'metric', 'page_id', 'samples'].sort(),
  );
  expect(queryRows("select page_id from web_vitals where page_id like '%/%'")).toEqual([]);
  // Nothing on the device: no cookie or storage entry of the beacon.
  const stored = await page.evaluate(() => ({
    cookies: document.cookie,
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  expect(JSON.stringify(stored)).not.toMatch(/vital/i);
});

test('a route change sends the loaded page’s beacon; the next page (no page load) sends none', async ({
  page,
}) => {
  const before = beaconsOf('about', 'de');
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/track/vitals')) beacons.push(request.method());
  });
  await loadMeasured(page, '/de_DE/about');
  // In the app: a link of the header to another page.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).not.toHaveURL(/\/about$/);
  await expect.poll(() => beaconsOf('about', 'de'), { timeout: 10_000 }).toBeGreaterThan(before);
  await hide(page);
  await page.waitForTimeout(500);
  expect(beacons).toHaveLength(1);
});

test('staff pages send nothing, and the console shows the page with its p75s', async ({ page }) => {
  const staffBeacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/track/vitals')) staffBeacons.push(request.url());
  });
  await signInToConsole(page, ADMIN, '/de_DE/admin/vitals');
  await hide(page);
  await page.waitForTimeout(500);
  expect(staffBeacons).toEqual([]);
  expect(queryRows("select page_id from web_vitals where page_id like 'admin.%' limit 1")).toEqual(
    [],
  );

  // A visit of PAGE was measured (the first test, or this one's own).
  if (beaconsOf('about', 'fr') === 0) {
    const visitor = await page.context().browser()!.newPage();
    await loadMeasured(visitor, PAGE);
    await hide(visitor);
    await expect.poll(() => beaconsOf('about', 'fr'), { timeout: 10_000 }).toBeGreaterThan(0);
    await visitor.close();
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Web Vitals' })).toBeVisible();
  const table = page.getByRole('table', { name: /^p75 pro Seite und Sprache vom/ });
  const row = table.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: 'about', exact: true }),
    hasText: 'Français',
  });
  // TTFB and FCP of every load are there: a p75 in seconds with its rating.
  await expect(row.getByRole('cell').nth(5)).toHaveText(
    /^[\d,]+\u00a0s · (gut|verbesserungswürdig|schlecht)$/,
  );
  await expect(row.getByRole('cell').nth(4)).toHaveText(/\u00a0s · /);
  await expect(page.getByText(/obere Grenze der Stufe/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The trend of another metric, through the GET form.
  await page.getByRole('combobox', { name: 'Metrik im Trend' }).selectOption('TTFB');
  await page.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page).toHaveURL(/metric=TTFB/);
  await expect(page.getByRole('heading', { name: 'p75 von TTFB pro Tag' })).toBeVisible();
});
