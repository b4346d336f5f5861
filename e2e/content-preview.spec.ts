import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { createStaffMember } from './support/staff';

/*
 * Issue 20, item 4 for products: an editor creates a product (inactive)
 * and sees its public page through the console's preview link before
 * activating it; without the token the page does not exist.
 */
const suffix = randomUUID().slice(0, 8);
const EDITOR = { username: `e2e-vorschau-${suffix}`, password: 'vorschau-sichere-phrase-42' };
const SLUG = `e2e-vorschau-kasse-${suffix}`;
const NAME = `Kasse für Buchläden ${suffix}`;
const CONSOLE = '/de_DE/admin/content/products';
// The form's first brand (helloMARKETING): the page is under its product line's path.
const PAGE = `/de_DE/hellomarketing/${SLUG}`;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(() => {
  createStaffMember(EDITOR, 'editor');
});

test('an editor previews an inactive product; without the token its page is 404', async ({
  page,
}) => {
  await page.goto(CONSOLE);
  await waitForHydration(page);
  await page.getByLabel('Benutzername').fill(EDITOR.username);
  await page.getByLabel('Passwort').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();

  await page.getByRole('link', { name: 'Neues Produkt anlegen' }).click();
  const form = page.getByRole('region', { name: 'Neues Produkt anlegen' });
  await form.getByLabel('Slug').fill(SLUG);
  const german = form.getByRole('group', { name: /^Deutsch/ });
  await german.getByLabel('Name').fill(NAME);
  await german.getByLabel('Kurzbeschreibung').fill('Die Kasse, die Bücher kennt.');
  await german.getByLabel('Merkmale', { exact: true }).fill('ISBN-Scanner\nTSE inklusive');
  await german.getByLabel('CTA-Text').fill('Beratung anfragen');
  await form.getByRole('button', { name: 'Produkt anlegen' }).click();
  await expect(page.getByRole('heading', { name: `${NAME} bearbeiten` })).toBeVisible();

  const preview = page.getByRole('link', { name: 'Vorschau für DE (Deutsch)' });
  const href = (await preview.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^${PAGE}\\?preview=`));

  const answer = await page.goto(href);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('no-store');
  expect(answer?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Vorschau');
  await expect(page.getByText('ISBN-Scanner')).toBeVisible();

  // Without the token (or with a forged one) the inactive product does not exist.
  expect((await page.request.get(PAGE)).status()).toBe(404);
  expect((await page.request.get(`${PAGE}?preview=nada`)).status()).toBe(404);
});
