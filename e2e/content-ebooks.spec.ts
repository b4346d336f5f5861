import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { queryRows, removeContent } from './support/database';
import { waitForHydration } from './support/hydration';
import { createStaffMember, signInToConsole } from './support/staff';

/*
 * Issue 20, items 1 and 4: an editor publishes a new e-book for Spain
 * without SQL — creates it (inactive), previews its public page, activates
 * it, and finds it on the Spanish e-book list and in the sitemap.
 */

const suffix = randomUUID().slice(0, 8);
const EDITOR = { username: `e2e-ebook-redaktion-${suffix}`, password: 'ebook-sichere-phrase-42' };
const SLUG = `e2e-instagram-${suffix}`;
const TITLE = `Instagram para tiendas ${suffix}`;
const LIST = '/es_ES/social-media-tipps-und-tricks';
const CONSOLE = '/de_DE/admin/content/ebooks';

let ebookId = '';
let previewUrl = '';

const auditActions = () =>
  queryRows<{ action: string }>(
    'select action from audit_log where target_id = ? order by created_at',
    ebookId,
  ).map((row) => row.action);

// Serial: one e-book goes through its life; sign-ins hash with argon2.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(() => {
  createStaffMember(EDITOR, 'editor');
});

// The seeded e-book lists are the other specs' fixtures.
test.afterAll(() => removeContent({ ebooks: [ebookId] }));

test('an editor creates an e-book for Spain: inactive, with the missing translations flagged', async ({
  page,
}) => {
  await signInToConsole(page, EDITOR, CONSOLE);
  await expect(
    page.getByRole('navigation', { name: 'Konsole' }).getByRole('link', { name: 'E-Books' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Neues E-Book anlegen' }).click();
  // The form (the list's filters have a search and a category too).
  const form = page.getByRole('region', { name: 'Neues E-Book anlegen' });
  await form.getByLabel('Slug').fill(SLUG);
  await form.getByLabel('Kategorie', { exact: true }).fill('Instagram');
  await form
    .getByLabel('Folien-URL (Google Slides)')
    .fill('https://docs.google.com/presentation/d/e2e-instagram/edit');
  await form.getByLabel('Farbverlauf des Covers').selectOption('orange-pink');
  await form.getByLabel('Eigene Sprache').selectOption({ label: 'Español' });
  await form.getByRole('checkbox', { name: 'DE', exact: true }).uncheck();
  await form.getByRole('checkbox', { name: 'ES', exact: true }).check();
  const spanish = form.getByRole('group', { name: /^Español/ });
  await spanish.getByLabel('Titel').fill(TITLE);
  await spanish.getByLabel('Kategorie-Name').fill('Instagram');
  await spanish.getByLabel('Beschreibung').fill('Cómo llenar tu tienda con clientes del barrio.');
  await spanish
    .getByLabel(/Das erwartet dich/)
    .fill('Ideas de publicaciones\nUn plan semanal que cabe en tu día');
  await form.getByRole('button', { name: 'E-Book anlegen' }).click();
  await expect(page.getByRole('status')).toContainText(`„${TITLE}“ angelegt`);

  // On to its edit: the translations it lacks are flagged.
  await expect(page.getByRole('heading', { name: `${TITLE} bearbeiten` })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Deutsch/ })).toContainText('Übersetzung fehlt');
  await expect(page.getByRole('group', { name: /^Français/ })).toContainText('Übersetzung fehlt');
  ebookId = queryRows<{ id: string }>('select id from ebooks where slug = ?', SLUG)[0]!.id;
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: TITLE }) });
  await expect(row.getByRole('cell').nth(5)).toHaveText('Inaktiv');
  expect(auditActions()).toEqual(['ebook_created']);
  previewUrl = (await page
    .getByRole('link', { name: 'Vorschau für ES (Español)' })
    .getAttribute('href'))!;
  await expectNoSeriousA11yViolations(page);

  // Not on the site while inactive.
  const list = await (await page.request.get(LIST)).text();
  expect(list).not.toContain(TITLE);
  expect((await page.request.get(`/api/ebooks/${ebookId}`)).status()).toBe(404);
});

test('the preview shows its public page before activating, never cached or indexed', async ({
  page,
}) => {
  expect(previewUrl).toMatch(new RegExp(`^${LIST}/${SLUG}-${ebookId}\\?preview=`));
  const answer = await page.goto(previewUrl);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('no-store');
  expect(answer?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Vista previa');
  await expect(page.getByText('Un plan semanal que cabe en tu día')).toBeVisible();
  // Its cover is drawn for the same token.
  const cover = page.getByTestId('ebook-cover');
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // A forged or missing token shows nothing.
  const forged = previewUrl.replace(/preview=[^&]+/, 'preview=nada');
  expect((await page.request.get(forged)).status()).toBe(404);
  expect((await page.request.get(previewUrl.split('?')[0]!)).status()).toBe(404);
});

test('activated, it is on the Spanish e-book list and in the sitemap at once', async ({
  page,
  request,
}) => {
  await signInToConsole(page, EDITOR, CONSOLE);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: TITLE }) });
  await row.getByRole('button', { name: `${TITLE} aktivieren` }).click();
  await expect(row.getByRole('cell').nth(5)).toHaveText('Aktiv');
  const activatedAt = Date.now();
  expect(auditActions()).toEqual(['ebook_created', 'ebook_activated']);

  // Within 2 s (the shell's page cache lives a second).
  await expect
    .poll(async () => (await request.get(LIST)).text().then((html) => html.includes(TITLE)), {
      timeout: 2_000,
      intervals: [100],
    })
    .toBe(true);
  test.info().annotations.push({
    type: 'activation reached the list after',
    description: `${Date.now() - activatedAt} ms`,
  });
  await page.goto(LIST);
  await page
    .getByRole('link', { name: new RegExp(TITLE) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  expect(page.url()).toContain(`${LIST}/${SLUG}-${ebookId}`);

  const index = await (await request.get('/sitemap.xml')).text();
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const listed = await Promise.all(
    children.map(async (child) => (await (await request.get(child)).text()).includes(SLUG)),
  );
  expect(listed.some(Boolean)).toBe(true);
  const ebooksSitemap = await (await request.get('/sitemaps/ebooks.xml')).text();
  expect(ebooksSitemap).toContain(`/es_ES/social-media-tipps-und-tricks/${SLUG}-${ebookId}</loc>`);
  // Offered in Spain only.
  expect(ebooksSitemap).not.toContain(`/de_DE/social-media-tipps-und-tricks/${SLUG}-`);
});

test('without JavaScript, an edit adds a translation, and a stale one is told it changed meanwhile', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${CONSOLE}?ebook=${ebookId}`);
  await page.getByLabel('Benutzername').fill(EDITOR.username);
  await page.getByLabel('Passwort').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const form = page.getByRole('region', { name: `${TITLE} bearbeiten` });
  const french = form.getByRole('group', { name: /^Français/ });
  await french.getByLabel('Titel').fill('Instagram pour les boutiques');
  await french.getByLabel('Kategorie-Name').fill('Instagram');

  // Someone else saves meanwhile (a second tab): this edit's version is stale.
  const other = await context.newPage();
  await other.goto(`${CONSOLE}?ebook=${ebookId}`);
  const otherForm = other.getByRole('region', { name: `${TITLE} bearbeiten` });
  await otherForm.getByLabel('Kategorie', { exact: true }).fill('Instagram Business');
  await otherForm.getByRole('button', { name: 'Speichern' }).click();
  await expect(other.getByRole('status')).toHaveText(/Gespeichert/);

  await form.getByRole('button', { name: 'Speichern' }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('Inzwischen geändert');
  await expect(refusal).toContainText('inzwischen von jemand anderem geändert');
  // What was typed is kept.
  await expect(page.getByRole('group', { name: /^Français/ }).getByLabel('Titel')).toHaveValue(
    'Instagram pour les boutiques',
  );

  // Reloaded, the edit starts from the other change and is saved.
  await page.goto(`${CONSOLE}?ebook=${ebookId}`);
  const fresh = page.getByRole('region', { name: `${TITLE} bearbeiten` });
  await expect(fresh.getByLabel('Kategorie', { exact: true })).toHaveValue('Instagram Business');
  const frenchAgain = fresh.getByRole('group', { name: /^Français/ });
  await expect(frenchAgain).toContainText('Übersetzung fehlt');
  await frenchAgain.getByLabel('Titel').fill('Instagram pour les boutiques');
  await frenchAgain.getByLabel('Kategorie-Name').fill('Instagram');
  await fresh.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status')).toHaveText(/Gespeichert/);
  await expect(
    page
      .getByRole('region', { name: `${TITLE} bearbeiten` })
      .getByRole('group', { name: /^Français/ }),
  ).not.toContainText('Übersetzung fehlt');
  expect(auditActions().filter((action) => action === 'ebook_updated')).toHaveLength(2);
  await context.close();
});

test('a sales member has no e-books page', async ({ page }) => {
  const SALES = { username: `e2e-ebook-vertrieb-${suffix}`, password: 'ebook-vertrieb-phrase-7' };
  createStaffMember(SALES, 'sales');
  await page.goto(CONSOLE);
  await waitForHydration(page);
  await page.getByLabel('Benutzername').fill(SALES.username);
  await page.getByLabel('Passwort').fill(SALES.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
  await expect(page.getByText(TITLE)).toHaveCount(0);
});
