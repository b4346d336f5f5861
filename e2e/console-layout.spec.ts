import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createStaffMember, signInToConsole } from './support/staff';

/**
 * The console as a workplace (issue 41, part 2): its own width and layout,
 * a leads desk whose key columns fit a laptop without scrolling, short
 * dates, cards on a phone, axe clean and keyboard complete.
 */

const SALES = { username: 'e2e-layout-vertrieb', password: 'breite-konsole-phrase-41' };
// All leads ('Zuständig: Alle'): a sales member's bare desk opens on their own open leads (issue 41).
const DESK = '/de_DE/admin/leads?assignee=';
/** Long on purpose: an address that would widen a column that does not let it break. */
const LONG_EMAIL = 'maximiliane.mustermann-oberhuber@sehr-langer-firmenname-gmbh.example';
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
/**
 * The seeded leads (the e-book's address with opt-in is a newsletter
 * subscription too); the desk's first page may hold other specs' leads as well.
 */
const LEADS = 5;
/** The desk's key columns, by header; the action 'Status ändern' is in 'Status'. */
const KEY_COLUMNS = ['Typ', 'E-Mail', 'Datum', 'Status'] as const;

/** One lead of each kind, with the long texts a real desk has. */
async function seed(request: APIRequestContext) {
  const post = async (url: string, data: object) =>
    expect((await request.post(url, { data })).status(), url).toBe(201);
  const ebooks = (await (await request.get('/api/ebooks?country=DE')).json()) as {
    id: string;
    category: string;
  }[];
  await post('/api/payment-leads', {
    email: LONG_EMAIL,
    provider: 'adyen',
    interestLevel: 'medium',
    country: 'DE',
    language: 'de',
  });
  await post('/api/contact-requests', {
    name: 'Carmen Ruiz de la Fuente',
    email: 'carmen.ruiz@peluqueria-carmen.example',
    phone: '+34 612 345 678',
    business: 'Peluquería Carmen – Salón de belleza y estética',
    message:
      'Quiero una web con reservas online para mis tres salones, con fotos de los trabajos y un calendario que mis empleadas puedan gestionar desde el móvil.',
    productSlug: 'website-loesung',
    country: 'ES',
    language: 'es',
  });
  await post('/api/email/capture', {
    email: 'lena@cafe-lena.example',
    newsletterOptIn: true,
    ebookCategory: ebooks[0]!.category,
    ebookId: ebooks[0]!.id,
    country: 'DE',
    language: 'de',
  });
  await post('/api/feedback', {
    feedbackText:
      'Eine Terminbuchung direkt aus Instagram heraus wäre großartig, am besten mit Erinnerung per SMS am Vortag und einer Warteliste für kurzfristig frei gewordene Termine.',
    country: 'DE',
  });
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  createStaffMember(SALES, 'sales');
  await seed(request);
});

const desk = (page: Page) => page.getByRole('region', { name: /^Leads, Seite 1/ });

/** The page does not scroll sideways, nor does the desk's own box. */
async function expectNoSidewaysScrolling(page: Page) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(widths.document, 'the page scrolls sideways').toBeLessThanOrEqual(widths.window);
  const box = await desk(page).evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(box.scroll, 'the desk scrolls sideways in its box').toBeLessThanOrEqual(box.client);
}

/** Every part of the element lies within the window's width (nothing cut at either side). */
async function expectWithinWidth(element: Locator, width: number, what: string) {
  await expect(element, what).toBeVisible();
  const box = (await element.boundingBox())!;
  expect(box.x, `${what} starts left of the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends right of the window`).toBeLessThanOrEqual(width);
}

/** Each row's cells of the key columns and its 'Status ändern', whole within the width. */
async function expectKeyFieldsWhole(page: Page, width: number) {
  const headers = await desk(page).locator('thead th').allTextContents();
  const rows = desk(page).locator('tbody tr');
  expect(await rows.count()).toBeGreaterThanOrEqual(LEADS);
  for (const row of await rows.all()) {
    for (const column of KEY_COLUMNS) {
      const cell = row.locator('td, th').nth(headers.indexOf(column));
      await expectWithinWidth(cell, width, `${column} of ${await row.innerText()}`);
    }
  }
  for (const action of await desk(page).getByText('Status ändern').all())
    await expectWithinWidth(action, width, "'Status ändern'");
}

async function attachScreenshot(page: Page, name: string, fullPage = true) {
  await test.info().attach(name, {
    body: await page.screenshot({ fullPage }),
    contentType: 'image/png',
  });
}

test('on a laptop (1366 px): side navigation, the key columns whole without scrolling, short dates', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signInToConsole(page, SALES, DESK);
  await expect(desk(page).getByText(LONG_EMAIL)).toBeVisible();

  // The navigation is a column at the side, the desk beside it, using the window's width.
  const nav = page.getByRole('navigation', { name: 'Konsole' });
  await expect(nav.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Menü' })).toBeHidden();
  const navBox = (await nav.boundingBox())!;
  const deskBox = (await desk(page).boundingBox())!;
  expect(navBox.x + navBox.width).toBeLessThanOrEqual(deskBox.x);
  expect(deskBox.width).toBeGreaterThan(LAPTOP.width * 0.7);
  // The public site's menu and footer are not the console's.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await expectKeyFieldsWhole(page, LAPTOP.width);
  await expectNoSidewaysScrolling(page);

  // Dates are short ('29.11., 14:05'), the full date and time on hover.
  const row = desk(page).locator('tbody tr').filter({ hasText: LONG_EMAIL });
  const date = row.locator('time');
  await expect(date).toHaveText(/^\d{2}\.\d{2}\., \d{2}:\d{2}$/);
  await expect(date).toHaveAttribute('title', /^\d{1,2}\. \S+ \d{4}.*\d{2}:\d{2}.*UTC/);
  expect(Date.parse((await date.getAttribute('datetime'))!)).not.toBeNaN();

  // 'Status ändern' opens in its row without widening the page or the desk.
  await row.getByText('Status ändern').click();
  await expect(row.getByLabel('Notiz')).toBeVisible();
  await expectNoSidewaysScrolling(page);

  await attachScreenshot(page, 'leads-desk-1366');
  await expectNoSeriousA11yViolations(page);
});

test('on a phone (390 px): a menu, each lead a card of labelled fields, nothing cut', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInToConsole(page, SALES, DESK);
  await expect(desk(page).getByText(LONG_EMAIL)).toBeVisible();

  // Each row a card: every field there, under its column's name.
  await expectKeyFieldsWhole(page, PHONE.width);
  for (const row of await desk(page).locator('tbody tr').all()) {
    const labels = await row
      .locator('td')
      .evaluateAll((cells) =>
        cells.map((cell) => getComputedStyle(cell, '::before').content.replace(/^"|"$/g, '')),
      );
    expect(labels).toEqual([
      'Typ',
      'E-Mail',
      'Datum',
      'Status',
      'E-Book / Anbieter / Produkt',
      'Interesse',
      'Land',
      'Sprache',
    ]);
  }
  await expect(desk(page).getByText(LONG_EMAIL)).toBeVisible();
  await expectNoSidewaysScrolling(page);
  await attachScreenshot(page, 'leads-desk-390');
  await expectNoSeriousA11yViolations(page);

  // The menu: closed, then open with every page of the role and the member's settings.
  const nav = page.getByRole('navigation', { name: 'Konsole' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Menü' }).click();
  await expect(nav.getByRole('link')).toHaveText(['Zahlen', 'Leads', 'Kampagnen']);
  await expect(page.getByLabel('Sprache')).toBeVisible();
  await attachScreenshot(page, 'console-menu-390', false);
  await expectNoSeriousA11yViolations(page);
  await nav.getByRole('link', { name: 'Zahlen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlen' })).toBeVisible();
  await expect(nav).toBeHidden();
});

test('by keyboard: a skip link past the navigation, focus visible, the menu reachable', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signInToConsole(page, SALES, DESK);
  await page.goto(DESK);

  const skip = page.getByRole('link', { name: 'Zum Inhalt der Seite springen' });
  await tabUntil(page, skip);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#console-content$/);
  // The next stop is the desk's filter, not the navigation.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('search', { name: 'Filter' }).locator(':focus')).toHaveCount(1);

  // The side navigation's links are stops with a visible focus.
  await page.goto(DESK);
  const leads = page
    .getByRole('navigation', { name: 'Konsole' })
    .getByRole('link', { name: 'Leads' });
  await tabUntil(page, leads);
  expect(await leads.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe('none');

  // On a phone the menu opens from the keyboard and closes with Escape.
  await page.setViewportSize(PHONE);
  await page.goto(DESK);
  const menu = page.getByRole('button', { name: 'Menü' });
  await tabUntil(page, menu);
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation', { name: 'Konsole' });
  await expect(nav.getByRole('link', { name: 'Kampagnen' })).toBeVisible();
  await tabUntil(page, nav.getByRole('link', { name: 'Zahlen' }));
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
});

/** Presses Tab until the element has the focus (at most 40 times). */
async function tabUntil(page: Page, target: Locator) {
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`never focused by Tab: ${target.toString()}`);
}

test.describe('without JavaScript', () => {
  test('the phone menu opens and the desk is cards', async ({ browser }) => {
    // Signed in with script (the sign-in is tested without it elsewhere); then a page without.
    const signedIn = await browser.newPage();
    await signInToConsole(signedIn, SALES, DESK);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: PHONE,
      storageState: await signedIn.context().storageState(),
    });
    const page = await context.newPage();
    await page.goto(DESK);
    await expect(desk(page).getByText(LONG_EMAIL)).toBeVisible();
    await expectKeyFieldsWhole(page, PHONE.width);
    await expectNoSidewaysScrolling(page);
    const nav = page.getByRole('navigation', { name: 'Konsole' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menü' }).click();
    await expect(nav.getByRole('link', { name: 'Zahlen' })).toBeVisible();
    await context.close();
    await signedIn.close();
  });
});
