import { randomUUID } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { seriousA11yViolations } from './support/axe';
import { loadedWhenIdle } from './support/idleScripts';
import { chooseConsent, consentIdOf } from './support/consent';
import { insertRow, queryRows } from './support/database';
import { E2E_BASE_URL } from './support/env';
import { watchConsole } from './support/console';
import { gotoHydrated } from './support/navigation';

/*
 * Issue 17: no tracking before the visitor agrees. The banner (first layer)
 * on every page, the settings page (second layer), the gating of pixels and
 * of the visitor_id cookie, the proof in consent_log, and the counting
 * without cookies.
 */

// Fixed ids: a worker started again after a failure finds them inserted.
const STATISTICS_PIXEL = 'e2e00000-0000-4000-8000-000000000017';
const MARKETING_PIXEL = 'e2e00000-0000-4000-8000-000000000018';
/** The cookie the marketing pixel sets, listed in its configuration: a withdrawal deletes it. */
const MARKETING_COOKIE = '_e2e_mkt';
const EBOOK = '/de_DE/social-media-tipps-und-tricks/facebook-fuer-lokale-unternehmen-1';
const EBOOK_ID = '10000000-0000-4000-8000-000000000001';
/** The cookieless key (API): HMAC of the day's salt, IP and user agent, shaped as a version-8 UUID. */
const HASHED_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const BANNERS = [
  {
    path: '/de_DE',
    region: 'Cookies und Datenschutz',
    accept: 'Alle akzeptieren',
    reject: 'Alle ablehnen',
    settings: 'Einstellungen',
  },
  {
    path: '/es_ES',
    region: 'Cookies y privacidad',
    accept: 'Aceptar todo',
    reject: 'Rechazar todo',
    settings: 'Configuración',
  },
  {
    path: '/fr_FR',
    region: 'Cookies et confidentialité',
    accept: 'Tout accepter',
    reject: 'Tout refuser',
    settings: 'Paramètres',
  },
];
const GERMAN = BANNERS[0]!;

interface ConsentConfig {
  revision: string;
  categories: { id: string; services: { id: string; storage: { name: string }[] }[] }[];
}

const consentConfig = async (request: APIRequestContext) =>
  (await (await request.get('/api/consent/config?language=de')).json()) as ConsentConfig;

/** The revision a page's banner asks on (its hidden field). */
async function bannerRevision(request: APIRequestContext, path = '/de_DE') {
  const html = await (await request.get(path)).text();
  return /name="revision" value="([0-9a-f]{16})"/.exec(html)?.[1];
}

/**
 * Waits until the API lists these pixels and the shell's banner asks on the
 * same revision (both cache for a second or two), so a choice made next is
 * made on the revision every following page checks it against.
 */
async function waitForRevisionWith(request: APIRequestContext, pixelIds: string[]) {
  await expect
    .poll(
      async () => {
        const config = await consentConfig(request);
        const listed = config.categories.flatMap((category) => category.services.map((s) => s.id));
        if (!pixelIds.every((id) => listed.includes(id))) return false;
        return (await bannerRevision(request)) === config.revision;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** Storage names (cookies and browser storage) the configuration lists as necessary. */
async function necessaryNames(request: APIRequestContext): Promise<string[]> {
  const config = await consentConfig(request);
  return config.categories
    .filter((category) => category.id === 'necessary')
    .flatMap((category) => category.services.flatMap((s) => s.storage.map((e) => e.name)));
}

const banner = (page: Page, name = GERMAN.region) => page.getByRole('region', { name });
/** Every pixel script on the page (before consent: none at all). */
const pixelScripts = (page: Page) => page.locator('script[data-tracking-pixel-id]');
/** This spec's two pixels (other specs may have left active pixels of their own). */
const ourPixels = (page: Page) =>
  page.locator(
    [STATISTICS_PIXEL, MARKETING_PIXEL]
      .map((id) => `script[data-tracking-pixel-id="${id}"]`)
      .join(', '),
  );
const cookieNamed = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((cookie) => cookie.name === name);

/** Every request of the page, to check that none leaves the site's origin. */
function watchOrigins(page: Page): string[] {
  const foreign: string[] = [];
  const own = new URL(E2E_BASE_URL).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== own) foreign.push(url.href);
  });
  return foreign;
}

/** The browser storage entries of the page (keys of localStorage and sessionStorage). */
const storageKeys = (page: Page) =>
  page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);

/** Google Consent Mode's calls on the page so far, as `gtag` queued them. */
const consentModeCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((call) => Array.from(call))
      .filter((call) => call[0] === 'consent'),
  );
const ALL_DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

test.beforeAll(async ({ playwright }) => {
  const known = queryRows(
    'select id from tracking_pixels where id in (?, ?)',
    STATISTICS_PIXEL,
    MARKETING_PIXEL,
  );
  if (known.length === 0) insertPixels();
  const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  await waitForRevisionWith(request, [STATISTICS_PIXEL, MARKETING_PIXEL]);
  await request.dispose();
});

const E2E_ADS_ORIGIN = 'https://ads.e2e.example';

function insertPixels() {
  insertRow('tracking_pixels', {
    id: STATISTICS_PIXEL,
    name: 'e2e statistics',
    pixel_type: 'custom',
    position: 'head',
    is_active: 1,
    category: 'statistics',
    vendor: 'E2E Analytics',
    purpose_de: 'Zählt Besuche für den Test.',
    // A nonced pixel that loads another script, as a Google tag loads gtag.js: 'strict-dynamic'
    // lets it run. From a blob, so that other specs' pages (which grant everything) need no network.
    script_content:
      "window.__e2eStatistics = true; var tag = document.createElement('script'); tag.src = URL.createObjectURL(new Blob(['window.__e2eVendorTag = true;'], { type: 'text/javascript' })); document.head.appendChild(tag);",
  });
  insertRow('tracking_pixels', {
    id: MARKETING_PIXEL,
    name: 'e2e marketing',
    pixel_type: 'custom',
    position: 'body',
    is_active: 1,
    category: 'marketing',
    vendor: 'E2E Ads',
    purpose_de: 'Misst Anzeigen für den Test.',
    // Where its script would send its beacons: the pages' CSP allows it (and nothing else).
    vendor_origins: JSON.stringify([E2E_ADS_ORIGIN]),
    cookies: JSON.stringify([
      { name: MARKETING_COOKIE, kind: 'cookie', lifetime: { amount: 90, unit: 'day' } },
    ]),
    script_content: `window.__e2eMarketing = true; document.cookie = '${MARKETING_COOKIE}=1; path=/';`,
  });
}

test.describe('a first visit', () => {
  for (const expected of BANNERS) {
    test(`${expected.path}: the banner asks, equal choices, nothing leaves the site, no pixel, necessary cookies only`, async ({
      page,
      context,
      request,
    }) => {
      const foreign = watchOrigins(page);
      const { problems } = watchConsole(page);
      await gotoHydrated(page, expected.path);
      const region = banner(page, expected.region);
      await expect(region).toBeVisible();
      const accept = region.getByRole('button', { name: expected.accept, exact: true });
      const reject = region.getByRole('button', { name: expected.reject, exact: true });
      await expect(accept).toBeVisible();
      await expect(reject).toBeVisible();
      await expect(
        region.getByRole('button', { name: expected.settings, exact: true }),
      ).toBeVisible();

      const look = (button: typeof accept) =>
        button.evaluate((element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          return {
            width: Math.round(box.width),
            height: Math.round(box.height),
            ...Object.fromEntries(
              [
                'font-family',
                'font-size',
                'font-weight',
                'line-height',
                'color',
                'background-color',
                'border-top-color',
                'border-top-width',
                'padding-top',
                'padding-left',
              ].map((name) => [name, style.getPropertyValue(name)]),
            ),
          };
        });
      expect(await look(accept)).toEqual(await look(reject));

      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
      await expect(pixelScripts(page)).toHaveCount(0);
      expect(
        await page.evaluate(() => '__e2eStatistics' in window || '__e2eMarketing' in window),
      ).toBe(false);
      const necessary = await necessaryNames(request);
      for (const cookie of await context.cookies()) expect(necessary).toContain(cookie.name);
      for (const key of await storageKeys(page)) expect(necessary).toContain(key);
      expect(problems).toEqual([]);
    });
  }

  test('the banner is on the 404 page too, and the footer links the settings everywhere', async ({
    page,
  }) => {
    await gotoHydrated(page, '/de_DE/gibt-es-nicht');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Cookie-Einstellungen' }),
    ).toBeVisible();
  });
});

test.describe('the privacy notice', () => {
  for (const { path, region, link, heading } of [
    {
      path: '/de_DE/about',
      region: GERMAN.region,
      link: 'Datenschutzhinweise',
      heading: /^Datenschutzhinweise zu Cookies und Tracking$/,
    },
    {
      path: '/es_ES/about',
      region: 'Cookies y privacidad',
      link: 'Información sobre privacidad',
      heading: /^Información sobre privacidad: cookies y seguimiento$/,
    },
    {
      path: '/fr_FR/about',
      region: 'Cookies et confidentialité',
      link: 'Informations sur la confidentialité',
      // French puts a (no-break) space before the colon.
      heading: /^Informations sur la confidentialité\s: cookies et traceurs$/,
    },
  ])
    test(`${path}: the banner links the notice in its language, and it lists the services`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await banner(page, region).getByRole('link', { name: link, exact: true }).click();
      const notice = page.getByRole('heading', { name: heading });
      await expect(notice).toBeVisible();
      await expect(notice).toBeInViewport();
      await expect(page.getByText('E2E Analytics').first()).toBeVisible();
      await expect(page.getByText('E2E Ads').first()).toBeVisible();
    });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test('the banner covers none of the page and shifts nothing while it loads', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoHydrated(page, '/de_DE');
    const region = banner(page);
    await expect(region).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts),
    ).toEqual([]);
    // In the flow, not over it: the page's heading is on top wherever it is, and the banner ends above it.
    const heading = page.locator('#main h1');
    await heading.scrollIntoViewIfNeeded();
    expect(
      await heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return element.contains(top);
      }),
    ).toBe(true);
    const bannerBox = (await region.boundingBox())!;
    const headingBox = (await heading.boundingBox())!;
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(headingBox.y);
    // Its buttons fit the screen and are big enough to tap.
    for (const button of await region.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test('a page allows the origins the active pixels declare, for connections, images and frames only', async ({
  request,
}) => {
  const policy = (await request.get('/de_DE/about')).headers()['content-security-policy']!;
  const sources = (name: string) =>
    policy
      .split(';')
      .find((directive) => directive.trim().startsWith(`${name} `))!
      .trim()
      .split(/\s+/)
      .slice(1);
  expect(sources('connect-src')).toEqual(["'self'", E2E_ADS_ORIGIN]);
  expect(sources('frame-src')).toEqual(["'self'", E2E_ADS_ORIGIN]);
  expect(sources('img-src')).toContain(E2E_ADS_ORIGIN);
  expect(sources('form-action')).toEqual(["'self'"]);
  expect(sources('script-src')).not.toContain(E2E_ADS_ORIGIN);
});

test.describe('the choice', () => {
  test('accept all: the pixels appear, visitor_id is set, the choice is logged; a reload renders them without asking', async ({
    page,
    context,
  }) => {
    const { problems } = watchConsole(page);
    await gotoHydrated(page, '/de_DE/about');
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(
      page.locator(`head script[data-tracking-pixel-id="${STATISTICS_PIXEL}"]`),
    ).toHaveCount(1);
    await expect(
      page.locator(`body script[data-tracking-pixel-id="${MARKETING_PIXEL}"]`),
    ).toHaveCount(1);
    expect(
      await page.evaluate(() => '__e2eStatistics' in window && '__e2eMarketing' in window),
    ).toBe(true);
    await expect.poll(() => page.evaluate(() => '__e2eVendorTag' in window)).toBe(true);
    // Consent Mode: all denied before the choice, then the choice, for tags already on the page.
    expect(await consentModeCalls(page)).toEqual([
      ['consent', 'default', { ...ALL_DENIED, wait_for_update: 500 }],
      [
        'consent',
        'update',
        {
          ad_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
          analytics_storage: 'granted',
        },
      ],
    ]);
    await expect(page.locator('#main')).toBeFocused();

    const visitor = await cookieNamed(context, 'visitor_id');
    expect(visitor?.value).toMatch(/^[0-9a-f-]{36}$/);
    const consentId = await consentIdOf(context);
    expect(consentId).toBeTruthy();
    expect(queryRows('select * from consent_log where consent_id = ?', consentId)).toEqual([
      expect.objectContaining({
        action: 'accept-all',
        granted: JSON.stringify(['necessary', 'statistics', 'marketing']),
        denied: '[]',
        language: 'de',
        country: 'DE',
      }),
    ]);

    const reloaded = await page.reload();
    const html = await reloaded!.text();
    expect(html).toContain(`data-tracking-pixel-id="${STATISTICS_PIXEL}"`);
    expect(html).toContain(`data-tracking-pixel-id="${MARKETING_PIXEL}"`);
    // Consent Mode's defaults and the known choice come before any tag.
    const firstPixel = html.indexOf('data-tracking-pixel-id=');
    expect(html.indexOf("gtag('consent','default'")).toBeGreaterThan(0);
    expect(html.indexOf("gtag('consent','default'")).toBeLessThan(firstPixel);
    expect(html.indexOf("gtag('consent','update'")).toBeLessThan(firstPixel);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(banner(page)).toHaveCount(0);
    // Rendered by the server, not injected a second time, and run.
    await expect(ourPixels(page)).toHaveCount(2);
    expect(
      await page.evaluate(() => '__e2eStatistics' in window && '__e2eMarketing' in window),
    ).toBe(true);
    await expect.poll(() => page.evaluate(() => '__e2eVendorTag' in window)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('reject all: no pixel, no visitor_id — the page view and a download are still counted, cookieless', async ({
    page,
    context,
    request,
  }) => {
    await context.route('https://docs.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Slides</title>Slides' }),
    );
    // A path of its own: a cookieless view counts once per visitor, page and day.
    const path = `/e2e-ohne-einwilligung-${Date.now()}`;
    const views: Record<string, unknown>[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/track/pageview'))
        views.push(req.postDataJSON());
    });
    const foreign = watchOrigins(page);
    await gotoHydrated(page, `/de_DE${path}`);
    await banner(page).getByRole('button', { name: 'Alle ablehnen' }).click();
    await expect(banner(page)).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    expect(await consentModeCalls(page)).toEqual([
      ['consent', 'default', { ...ALL_DENIED, wait_for_update: 500 }],
      ['consent', 'update', ALL_DENIED],
    ]);
    await expect(pixelScripts(page)).toHaveCount(0);
    expect(await cookieNamed(context, 'visitor_id')).toBeUndefined();
    const necessary = await necessaryNames(request);
    for (const cookie of await context.cookies()) expect(necessary).toContain(cookie.name);
    for (const key of await storageKeys(page)) expect(necessary).toContain(key);

    expect(views).toEqual([expect.not.objectContaining({ visitorId: expect.anything() })]);
    await expect
      .poll(() => queryRows<{ visitor_id: string }>('select * from page_views where url = ?', path))
      .toEqual([expect.objectContaining({ visitor_id: expect.stringMatching(HASHED_KEY) })]);

    const cookielessDownloads = () =>
      queryRows<{ visitor_id: string }>(
        'select * from downloads where ebook_id = ?',
        EBOOK_ID,
      ).filter((row) => HASHED_KEY.test(row.visitor_id)).length;
    const before = cookielessDownloads();
    await gotoHydrated(page, `${EBOOK}/download`);
    await expect(banner(page)).toHaveCount(0);
    const [slides] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Überspringen' }).click(),
    ]);
    await slides.close();
    await expect.poll(cookielessDownloads).toBe(before + 1);
    await expect(pixelScripts(page)).toHaveCount(0);
    expect(await cookieNamed(context, 'visitor_id')).toBeUndefined();
  });

  test("settings: only Statistik switched on brings its pixel and visitor_id, not Marketing's", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/de_DE/about');
    await banner(page).getByRole('button', { name: 'Einstellungen' }).click();
    await expect(page).toHaveURL(/\/de_DE\/cookie-einstellungen\?return=%2Fde_DE%2Fabout$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cookie-Einstellungen' }),
    ).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    // Every category with its services from the configuration; nothing switched on.
    await expect(page.getByRole('heading', { name: 'Notwendig' })).toBeVisible();
    await expect(page.getByText('Immer aktiv')).toBeVisible();
    await expect(page.getByText('E2E Analytics')).toBeVisible();
    await expect(page.getByText('E2E Ads')).toBeVisible();
    await expect(page.getByText(MARKETING_COOKIE, { exact: true })).toBeVisible();
    await expect(page.getByText('90 Tage').first()).toBeVisible();
    const statistics = page.getByRole('switch', { name: 'Statistik erlauben' });
    const marketing = page.getByRole('switch', { name: 'Marketing erlauben' });
    await expect(statistics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();

    await statistics.check();
    await page.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(page).toHaveURL(/\/de_DE\/about$/);
    await expect(page.getByText('Deine Auswahl ist gespeichert.').first()).toBeVisible();
    await expect(page.locator(`script[data-tracking-pixel-id="${STATISTICS_PIXEL}"]`)).toHaveCount(
      1,
    );
    await expect(page.locator(`script[data-tracking-pixel-id="${MARKETING_PIXEL}"]`)).toHaveCount(
      0,
    );
    expect(await cookieNamed(context, 'visitor_id')).toBeDefined();
    expect(
      queryRows(
        'select action, granted, denied from consent_log where consent_id = ?',
        await consentIdOf(context),
      ),
    ).toEqual([
      {
        action: 'save-selection',
        granted: JSON.stringify(['necessary', 'statistics']),
        denied: JSON.stringify(['marketing']),
      },
    ]);
  });

  test("withdrawal via 'Cookie-Einstellungen': pixels, visitor_id and the pixel's cookie are gone, the withdrawal logged", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/de_DE/about');
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(ourPixels(page)).toHaveCount(2);
    await expect.poll(() => cookieNamed(context, MARKETING_COOKIE)).toBeDefined();
    expect(await cookieNamed(context, 'visitor_id')).toBeDefined();
    const consentId = await consentIdOf(context);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie-Einstellungen' }).click();
    await expect(page.getByRole('switch', { name: 'Statistik erlauben' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Marketing erlauben' })).toBeChecked();
    await page.getByRole('button', { name: 'Alle ablehnen' }).click();
    // The pixels had run: the page is loaded anew, without them.
    await expect(page).toHaveURL(/\/de_DE\/about$/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(pixelScripts(page)).toHaveCount(0);
    expect(
      await page.evaluate(() => '__e2eStatistics' in window || '__e2eMarketing' in window),
    ).toBe(false);
    expect(await cookieNamed(context, 'visitor_id')).toBeUndefined();
    expect(await cookieNamed(context, MARKETING_COOKIE)).toBeUndefined();
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
    await expect(banner(page)).toHaveCount(0);
    expect(
      queryRows<{ action: string }>(
        'select action from consent_log where consent_id = ? order by created_at',
        consentId,
      ).map((row) => row.action),
    ).toEqual(['accept-all', 'reject-all']);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("'Alle akzeptieren' stores the choice and returns to the page", async ({
    page,
    context,
  }) => {
    await page.goto('/de_DE/roadmap');
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(page).toHaveURL(/\/de_DE\/roadmap$/);
    await expect(banner(page)).toHaveCount(0);
    expect(await cookieNamed(context, 'visitor_id')).toBeDefined();
    expect(await consentIdOf(context)).toBeTruthy();
    // The choice is known: the server renders the granted pixels.
    await expect(ourPixels(page)).toHaveCount(2);
  });

  test("'Alle ablehnen' stores the choice and returns to the page", async ({ page, context }) => {
    await page.goto('/de_DE/roadmap');
    await banner(page).getByRole('button', { name: 'Alle ablehnen' }).click();
    await expect(page).toHaveURL(/\/de_DE\/roadmap$/);
    await expect(banner(page)).toHaveCount(0);
    expect(await cookieNamed(context, 'visitor_id')).toBeUndefined();
    expect(await consentIdOf(context)).toBeTruthy();
    await expect(pixelScripts(page)).toHaveCount(0);
  });

  test("'Einstellungen' opens the settings page; a selection is saved and the page returns", async ({
    page,
    context,
  }) => {
    await page.goto('/de_DE/roadmap');
    await banner(page).getByRole('button', { name: 'Einstellungen' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cookie-Einstellungen' }),
    ).toBeVisible();
    await page.getByRole('switch', { name: 'Marketing erlauben' }).check();
    await page.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(page).toHaveURL(/\/de_DE\/roadmap$/);
    expect(await cookieNamed(context, 'visitor_id')).toBeUndefined();
    await expect(page.locator(`script[data-tracking-pixel-id="${MARKETING_PIXEL}"]`)).toHaveCount(
      1,
    );
    await expect(page.locator(`script[data-tracking-pixel-id="${STATISTICS_PIXEL}"]`)).toHaveCount(
      0,
    );
  });
});

test.describe('accessibility with the banner open', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${colorScheme}: no serious or critical axe violation on a page and on the settings page`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await gotoHydrated(page, '/de_DE');
      await expect(banner(page)).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await gotoHydrated(page, '/de_DE/cookie-einstellungen');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }

  test('the banner is reached by keyboard right after the skip link', async ({ page }) => {
    await gotoHydrated(page, '/de_DE');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('link', { name: 'Datenschutzhinweise' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Einstellungen' })).toBeFocused();
  });
});

test.describe('the consent code', () => {
  for (const [path, chunk] of [
    ['/de_DE/about', 'consent-banner'],
    ['/de_DE/cookie-einstellungen', 'page-consent'],
  ] as const) {
    test(`${path}: every script the page loads is named in its HTML (the banner's or settings' chunk among them)`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const scripts: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
      });
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
      expect(scripts.some((script) => script.includes(chunk))).toBe(true);
      expect(
        scripts.filter((script) => !loadedWhenIdle(script) && !html.includes(`"${script}"`)),
      ).toEqual([]);
    });
  }

  test('after a choice the banner code is not loaded at all', async ({ page, context }) => {
    await chooseConsent(context, 'reject-all');
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await gotoHydrated(page, '/de_DE/about');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => script.includes('/consent-banner.'))).toEqual([]);
  });
});

test.describe('the consent form post', () => {
  test('refuses another site, an unknown choice and a body too large, never with a 5xx', async ({
    request,
  }) => {
    const elsewhere = await request.post('/preferences/consent', {
      form: { action: 'accept-all', return: '/de_DE' },
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(elsewhere.status()).toBe(403);
    expect(elsewhere.headers()['set-cookie']).toBeUndefined();
    const unknown = await request.post('/preferences/consent', {
      form: { action: 'all-of-it' },
      maxRedirects: 0,
    });
    expect(unknown.status()).toBe(400);
    const large = await request.post('/preferences/consent', {
      form: { action: 'accept-all', return: `/de_DE/${'x'.repeat(4000)}` },
      maxRedirects: 0,
    });
    expect(large.status()).toBe(413);
    // Back to the page it came from, never elsewhere.
    const offsite = await request.post('/preferences/consent', {
      form: { action: 'reject-all', return: '//evil.example/x' },
      maxRedirects: 0,
    });
    expect(offsite.status()).toBe(303);
    expect(offsite.headers()['location']).toBe('/');
  });
});

test.describe('asked again', () => {
  test('a changed configuration revision brings the banner back and grants nothing until answered', async ({
    page,
    context,
    request,
  }) => {
    await gotoHydrated(page, '/de_DE/about');
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(ourPixels(page)).toHaveCount(2);
    const before = await bannerRevision(request);

    const added = randomUUID();
    insertRow('tracking_pixels', {
      id: added,
      name: 'e2e new vendor',
      pixel_type: 'custom',
      position: 'head',
      is_active: 1,
      category: 'marketing',
      vendor: 'E2E New',
      script_content: 'window.__e2eNew = true;',
    });
    await waitForRevisionWith(request, [added]);
    expect(await bannerRevision(request)).not.toBe(before);

    await gotoHydrated(page, '/de_DE/about');
    await expect(banner(page)).toBeVisible();
    await expect(pixelScripts(page)).toHaveCount(0);
    expect(await cookieNamed(context, 'visitor_id')).toBeUndefined();
  });
});
