import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { queryRows } from './support/database';
import { gotoHydrated } from './support/navigation';
import { createStaffMember, signInToConsole } from './support/staff';

/*
 * Issue 20, item 5: an admin manages tracking pixels in the console, and the
 * public site follows within seconds, still only after the visitor consents
 * to the pixel's category. Editors do not see the page.
 */

const suffix = randomUUID().slice(0, 8);
const ADMIN = { username: `e2e-pixel-admin-${suffix}`, password: 'pixel-sichere-phrase-42' };
const EDITOR = { username: `e2e-pixel-redaktion-${suffix}`, password: 'pixel-andere-phrase-7' };
const PIXEL = `E2E Statistik ${suffix}`;
const SCRIPT = 'window.__e2eConsolePixel = 1;';
const EDITED_SCRIPT = 'window.__e2eConsolePixel = 2;';
const PUBLIC_PAGE = '/de_DE/about';

let pixelId = '';
const pixelScript = (page: Page) => page.locator(`script[data-tracking-pixel-id="${pixelId}"]`);
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies und Datenschutz' });

/** The consent revision the API states and the one the shell's banner asks on agree (both cache briefly). */
async function waitForShellRevision(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const api = (await (await request.get('/api/consent/config')).json()) as {
          revision: string;
        };
        const html = await (await request.get(PUBLIC_PAGE)).text();
        return /name="revision" value="([0-9a-f]{16})"/.exec(html)?.[1] === api.revision;
      },
      { timeout: 5_000 },
    )
    .toBe(true);
}

const auditActions = () =>
  queryRows<{ action: string }>(
    'select action from audit_log where target_id = ? order by created_at',
    pixelId,
  ).map((row) => row.action);

// Serial: one pixel goes through its life; sign-ins hash with argon2.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(() => {
  createStaffMember(ADMIN, 'admin');
  createStaffMember(EDITOR, 'editor');
});

test('an admin creates a Statistik pixel in the console and activates it', async ({ page }) => {
  await signInToConsole(page, ADMIN, '/de_DE/admin/pixels');
  await expect(
    page.getByRole('navigation', { name: 'Konsole' }).getByRole('link', { name: 'Tracking-Pixel' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Name').fill(PIXEL);
  await page.getByLabel('Anbieter').fill('E2E Analytics GmbH');
  await page.getByLabel('Typ', { exact: true }).fill('analytics');
  await page.getByLabel('Kategorie').selectOption({ label: 'Statistik' });
  const script = page.getByLabel('Skript (JavaScript, ohne <script>-Tag)');
  await expect(script).toHaveAccessibleDescription(/läuft auf jeder öffentlichen Seite/);
  await script.fill(SCRIPT);
  await page.getByRole('button', { name: 'Pixel anlegen' }).click();
  await expect(page.getByRole('status')).toContainText(`„${PIXEL}“ angelegt`);

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: PIXEL }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Statistik');
  await row.getByRole('button', { name: `${PIXEL} aktivieren` }).click();
  await expect(row.getByRole('cell').nth(3)).toHaveText('Aktiv');

  pixelId = queryRows<{ id: string }>('select id from tracking_pixels where name = ?', PIXEL)[0]!
    .id;
  expect(auditActions()).toEqual(['pixel_created', 'pixel_activated']);
  await expectNoSeriousA11yViolations(page);
});

test('a fresh visitor gets the pixel only after accepting', async ({ page, request }) => {
  await waitForShellRevision(request);
  await gotoHydrated(page, PUBLIC_PAGE);
  await expect(banner(page)).toBeVisible();
  await expect(pixelScript(page)).toHaveCount(0);

  await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(page.locator(`head script[data-tracking-pixel-id="${pixelId}"]`)).toHaveCount(1);
  // The next page view: rendered by the server, as the choice is known.
  await page.reload();
  await expect(pixelScript(page)).toHaveCount(1);
  await expect(banner(page)).toBeHidden();
});

test('without JavaScript, an edit shows the script difference and is saved once confirmed', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/de_DE/admin/pixels?pixel=${pixelId}`);
  await page.getByLabel('Benutzername').fill(ADMIN.username);
  await page.getByLabel('Passwort').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByLabel('Skript (JavaScript, ohne <script>-Tag)').fill(EDITED_SCRIPT);
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();

  const question = page.getByRole('group', { name: 'Änderung am Skript prüfen' });
  await expect(question.getByRole('listitem')).toHaveText([
    `entfernt: − ${SCRIPT}`,
    `hinzugefügt: + ${EDITED_SCRIPT}`,
  ]);
  expect(auditActions()).not.toContain('pixel_updated');
  await question.getByRole('button', { name: 'Änderung speichern' }).click();
  await expect(page.getByRole('status')).toHaveText(/Gespeichert/);
  expect(auditActions()).toContain('pixel_updated');
  await context.close();
});

test('deactivating removes the pixel from the next page view', async ({ page, browser }) => {
  // The visitor has accepted everything.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await waitForShellRevision(visitorPage.request);
  await gotoHydrated(visitorPage, PUBLIC_PAGE);
  await banner(visitorPage).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(pixelScript(visitorPage)).toHaveCount(1);
  expect(await pixelScript(visitorPage).textContent()).toBe(EDITED_SCRIPT);
  // The server renders it for this visitor's cookies too (what the poll below watches go).
  expect(await (await visitor.request.get(PUBLIC_PAGE)).text()).toContain(pixelId);

  await signInToConsole(page, ADMIN, '/de_DE/admin/pixels');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: PIXEL }) });
  await row.getByRole('button', { name: `${PIXEL} deaktivieren` }).click();
  await expect(row.getByRole('cell').nth(3)).toHaveText('Inaktiv');
  const deactivatedAt = Date.now();

  // Within 2 s every page the server renders for this visitor is without it
  // (the shell's caches live a second); read as HTML, which a busy machine serves fastest.
  await expect
    .poll(
      async () =>
        (await visitor.request.get(PUBLIC_PAGE)).text().then((html) => html.includes(pixelId)),
      { timeout: 2_000, intervals: [100] },
    )
    .toBe(false);
  test.info().annotations.push({
    type: 'deactivation reached the page after',
    description: `${Date.now() - deactivatedAt} ms`,
  });
  await visitorPage.goto(PUBLIC_PAGE);
  await expect(pixelScript(visitorPage)).toHaveCount(0);
  expect(auditActions()).toContain('pixel_deactivated');
  await visitor.close();
});

test('an editor does not see the pixels page', async ({ page }) => {
  await signInToConsole(page, EDITOR, '/de_DE/admin/pixels');
  await expect(page.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Konsole' }).getByRole('link', { name: 'Tracking-Pixel' }),
  ).toHaveCount(0);
  await expect(page.getByText(PIXEL)).toHaveCount(0);
});
