import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support/console';
import { chooseConsent } from './support/consent';
import { insertRow, queryRows } from './support/database';
import { gotoHydrated } from './support/navigation';
import { announcedExpanded, popoverOpen } from './support/popover';

/** The shell (issue 5): navigation, locale, theme, visitor cookie, tracking, its own pages. */

const primaryLinks = [
  { name: 'Home', path: '/de_DE' },
  { name: 'Was?', path: '/de_DE/about' },
  { name: 'helloCash <> helloMarketing', path: '/de_DE/warum-hellomarketing' },
  { name: 'Ausblick', path: '/de_DE/roadmap' },
  { name: 'E-Books', path: '/de_DE/social-media-tipps-und-tricks' },
  { name: 'Erfolgsgeschichten', path: '/de_DE/erfolgsgeschichten' },
];
const dropdowns = [
  {
    trigger: 'helloMarketing',
    entries: [
      { name: 'Alle helloMarketing-Produkte', path: '/de_DE/hellomarketing' },
      { name: 'Website-Lösung', path: '/de_DE/hellomarketing/website-loesung' },
      { name: 'Social-Media-Lösung', path: '/de_DE/hellomarketing/social-media-loesung' },
    ],
  },
  {
    trigger: 'helloCASH',
    entries: [
      { name: 'Alle helloCASH-Produkte', path: '/de_DE/hellocash' },
      { name: 'Kassensystem', path: '/de_DE/hellocash/pos-system' },
      { name: 'Vorteile', path: '/de_DE/hellocash/vorteile' },
      { name: 'schneller bezahlt werden', path: '/de_DE/hellocash/hellopayment' },
    ],
  },
];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

/** A page was reached: right URL, a heading, and not the 404 page. */
async function expectPage(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toHaveCount(0);
}

test.describe('desktop header', () => {
  test('every link and dropdown entry reaches its page', async ({ page, request }) => {
    const { problems } = watchConsole(page);
    await gotoHydrated(page, '/de_DE');
    for (const link of primaryLinks) {
      await mainNav(page).getByRole('link', { name: link.name, exact: true }).click();
      await expectPage(page, link.path);
    }
    for (const dropdown of dropdowns) {
      for (const entry of dropdown.entries) {
        await mainNav(page).getByRole('button', { name: dropdown.trigger }).click();
        const menu = page.getByRole('menu', { name: dropdown.trigger });
        await expect(menu).toBeVisible();
        await menu.getByRole('menuitem', { name: entry.name, exact: true }).click();
        await expectPage(page, entry.path);
        expect((await request.get(entry.path)).status(), entry.path).toBe(200);
      }
    }
    expect(problems).toEqual([]);
  });

  test('dropdowns work with the keyboard and return focus', async ({ page }) => {
    await gotoHydrated(page, '/de_DE');
    const trigger = mainNav(page).getByRole('button', { name: 'helloCASH' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'helloCASH' });
    await expect(menu).toBeVisible();
    // Open as a popover, announced as expanded by the browser (no aria-expanded of ours).
    const popover = page.getByRole('menu', { name: 'helloCASH', includeHidden: true });
    expect(await popoverOpen(popover)).toBe(true);
    await expect.poll(() => announcedExpanded(page, trigger)).toBe(true);
    await expect(trigger).not.toHaveAttribute('aria-expanded');
    // Menu button pattern: the first entry has focus, arrow keys move it (and wrap).
    await expect(menu.getByRole('menuitem', { name: 'Alle helloCASH-Produkte' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Kassensystem' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem').last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await popoverOpen(popover)).toBe(false);
    await expect.poll(() => announcedExpanded(page, trigger)).toBe(false);
    // Tabbing out of it closes it, as a menu does. (End once the menu has
    // taken focus: pressed before, it lands on the button, which has no End.)
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Alle helloCASH-Produkte' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await trigger.focus();
    // Opened again from the keyboard: the first entry has focus, Enter follows it.
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Alle helloCASH-Produkte' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectPage(page, '/de_DE/hellocash');
  });

  test('the Verifactu entry is offered in Spain only', async ({ page }) => {
    for (const [locale, shown] of [
      ['de_DE', false],
      ['fr_FR', false],
      ['es_ES', true],
      ['de_ES', true],
    ] as const) {
      await gotoHydrated(page, `/${locale}`);
      // Any language: the dropdown is named after the brand.
      await page.getByRole('banner').getByRole('button', { name: 'helloCASH' }).click();
      const entry = page.getByRole('menuitem', { name: 'Verifactu' });
      if (shown) {
        await entry.click();
        await expectPage(page, `/${locale}/hellocash/verifactu`);
      } else {
        await expect(page.getByRole('menu')).toBeVisible();
        await expect(entry).toHaveCount(0);
      }
    }
  });

  test('country and language rewrite the URL prefix and change the texts', async ({ page }) => {
    await gotoHydrated(page, '/de_DE/about');
    await page.getByRole('combobox', { name: 'Land' }).selectOption('ES');
    // A country brings its default language.
    await expect(page).toHaveURL(/\/es_ES\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Qué es helloMarketing?');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('de');
    await expect(page).toHaveURL(/\/de_ES\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was ist helloMarketing?');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // Stored under `country` and `language`: a bare visit comes back to it.
    expect(await page.evaluate(() => [localStorage.country, localStorage.language])).toEqual([
      'ES',
      'de',
    ]);
    await gotoHydrated(page, '/');
    await expect(page).toHaveURL(/\/de_ES$/);
    // The URL wins on navigation.
    await gotoHydrated(page, '/fr_FR/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Qu’est-ce que helloMarketing ?',
    );
    await expect(page.getByRole('combobox', { name: 'Pays' })).toHaveValue('FR');
  });
});

test.describe('scrolling on navigation', () => {
  test('a link at the bottom opens the next page at its top; back returns to the place', async ({
    page,
  }) => {
    await gotoHydrated(page, '/de_DE');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Ausblick' });
    await footerLink.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await footerLink.click();
    await expect(page).toHaveURL(/\/de_DE\/roadmap$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/de_DE$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('mobile (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the 'Menü' sheet: links, rows, focus trapped and returned, a link closes it", async ({
    page,
  }) => {
    await gotoHydrated(page, '/de_DE');
    await expect(mainNav(page)).toBeHidden();
    const button = page.getByRole('button', { name: 'Menü öffnen' });
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Menü' });
    await expect(sheet).toBeVisible();
    for (const link of primaryLinks)
      await expect(sheet.getByRole('link', { name: link.name, exact: true })).toBeVisible();
    for (const entry of dropdowns.flatMap((dropdown) => dropdown.entries))
      await expect(sheet.getByRole('link', { name: entry.name, exact: true })).toBeVisible();
    await expect(sheet.getByLabel('Land')).toHaveValue('DE');
    await expect(sheet.getByLabel('Sprache')).toHaveValue('de');
    await expect(sheet.getByRole('button', { name: /Design/ })).toBeVisible();

    // Focus stays inside while tabbing around.
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Escape closes and gives focus back to the menu button.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await sheet.getByRole('link', { name: 'Ausblick' }).click();
    await expect(sheet).toBeHidden();
    await expectPage(page, '/de_DE/roadmap');

    await button.click();
    await sheet.getByLabel('Land').selectOption('FR');
    await expect(page).toHaveURL(/\/fr_FR\/roadmap$/);
  });

  test('pages fit the screen: nothing scrolls sideways, no word runs past its box', async ({
    page,
  }) => {
    for (const path of [
      '/de_DE',
      '/de_DE/about',
      '/es_ES/warum-hellomarketing',
      '/fr_FR/x',
      // Long German compounds: 'Bewertungsmanagement', 'körperschaftsteuerpflichtige'.
      '/de_DE/hellomarketing',
      '/de_DE/hellocash/verifactu',
    ]) {
      await gotoHydrated(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      const overflowingText = await page
        .locator('main :is(h1, h2, h3, h4, p, li)')
        .evaluateAll((elements) =>
          elements
            .filter((element) => element.scrollWidth > element.clientWidth + 1)
            .map((element) => element.textContent),
        );
      expect(overflowingText, path).toEqual([]);
    }
  });
});

test.describe('theme', () => {
  test('the toggle persists across reloads, applied before first paint', async ({ page }) => {
    // Record the <html> class when <body> starts: that is what the first paint uses.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.body) {
          (window as unknown as { themeAtBody: string }).themeAtBody =
            document.documentElement.className;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/de_DE');
    const themeAtBody = () =>
      page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody);
    expect(await themeAtBody()).toContain('dark');
    await page
      .getByRole('button', { name: /Design/ })
      .first()
      .click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.theme)).toBe('light');
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await themeAtBody()).not.toContain('dark');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('defaults: dark, or light when the system prefers it and nothing is stored', async ({
    browser,
  }) => {
    for (const [colorScheme, dark] of [
      ['light', false],
      ['dark', true],
    ] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto('/de_DE');
      expect(await page.locator('html').evaluate((el) => el.classList.contains('dark'))).toBe(dark);
      await context.close();
    }
  });
});

// With Statistik and Marketing consent (issue 17; without it, e2e/consent.spec.ts).
test.describe('visitor and tracking', () => {
  test('the visitor cookie: a UUID for 30 days, path /, SameSite Lax', async ({
    page,
    context,
  }) => {
    await chooseConsent(context);
    await gotoHydrated(page, '/de_DE');
    const cookie = (await context.cookies()).find((c) => c.name === 'visitor_id');
    expect(cookie?.value).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  interface PostedView {
    url: string;
    deviceType: string;
    visitorId: string;
    country: string;
    language: string;
  }

  test('exactly one page view per path and browser session', async ({ page, context }) => {
    await chooseConsent(context);
    const posted: PostedView[] = [];
    const images: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/track/pageview'))
        posted.push(req.postDataJSON());
      // The <noscript> image is for pages without script: never loaded here (no double count).
      if (req.url().includes('/api/track/pageview.gif')) images.push(req.url());
    });
    await gotoHydrated(page, '/de_DE');
    await mainNav(page).getByRole('link', { name: 'Was?' }).click();
    await expectPage(page, '/de_DE/about');
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('es');
    await page.waitForLoadState('networkidle');
    expect(posted.map((view) => view.url)).toEqual(['/', '/about']);
    const visitorId = (await context.cookies()).find((c) => c.name === 'visitor_id')!.value;
    expect(
      posted.every((view) => view.visitorId === visitorId && view.deviceType === 'desktop'),
    ).toBe(true);
    // The page's country and language: 'Besuche pro Tag nach Land' counts by them (issue 41).
    expect(posted.map(({ country, language }) => `${language}_${country}`)).toEqual([
      'de_DE',
      'de_DE',
    ]);
    expect(images).toEqual([]);
    await expect
      .poll(() =>
        queryRows<{ url: string }>(
          'SELECT url FROM page_views WHERE visitor_id = ? ORDER BY created_at',
          visitorId,
        ).map((row) => row.url),
      )
      .toEqual(['/', '/about']);
  });

  test('an active tracking pixel is injected with its id; inactive ones are not', async ({
    page,
    context,
  }) => {
    const active = `e2e-active-${Date.now()}`;
    const id = randomUUID();
    insertRow('tracking_pixels', {
      id,
      name: active,
      pixel_type: 'custom',
      position: 'body',
      is_active: 1,
      script_content: `window.__e2ePixel = ${JSON.stringify(active)};`,
    });
    insertRow('tracking_pixels', {
      id: randomUUID(),
      name: `${active}-inactive`,
      pixel_type: 'custom',
      position: 'head',
      is_active: 0,
      script_content: 'window.__e2eInactive = true;',
    });
    // The API caches the active list (60 s; 2 s on the e2e site): reload until it shows.
    // The new pixel changes the consent revision: consent is given again on the new one.
    await expect(async () => {
      await chooseConsent(context);
      await gotoHydrated(page, '/de_DE/about');
      const script = page.locator(`body script[data-tracking-pixel-id="${id}"]`);
      await expect(script).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    expect(
      await page.evaluate(() => (window as unknown as { __e2ePixel?: string }).__e2ePixel),
    ).toBe(active);
    expect(await page.evaluate(() => 'e2eInactive' in window || '__e2eInactive' in window)).toBe(
      false,
    );
  });
});

test.describe('accessibility', () => {
  for (const colorScheme of ['dark', 'light'] as const) {
    for (const path of ['/de_DE', '/de_DE/about', '/de_DE/warum-hellomarketing', '/de_DE/nope']) {
      test(`${path} in ${colorScheme}: no serious or critical axe violations`, async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await gotoHydrated(page, path);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      });
    }
  }
});
