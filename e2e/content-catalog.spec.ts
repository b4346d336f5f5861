import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { insertRow, insertTestimonial, queryRows, removeContent } from './support/database';
import { createStaffMember, signInToConsole } from './support/staff';

/*
 * Issue 20, item 1 for products and testimonials: an editor retires a
 * product and it is gone from its brand's public line at once; an editor
 * changes a success story's quote and the public page shows the new words.
 */

const suffix = randomUUID().slice(0, 8);
const EDITOR = { username: `e2e-katalog-${suffix}`, password: 'katalog-sichere-phrase-42' };
const PRODUCT = { id: randomUUID(), name: `Kasse für Eisdielen ${suffix}` };
const STORY = {
  id: randomUUID(),
  name: `Giulia ${suffix}`,
  quote: `Seit der neuen Kasse ist die Schlange kürzer (${suffix}).`,
};
const NEW_QUOTE = `Jetzt bedienen wir doppelt so viele Gäste (${suffix}).`;
const LINE = '/de_DE/hellocash';
const STORIES = '/de_DE/erfolgsgeschichten';

const now = () => new Date().toISOString().replace('T', ' ').replace('Z', '');

const auditActions = (id: string) =>
  queryRows<{ action: string }>(
    'select action from audit_log where target_id = ? order by created_at',
    id,
  ).map((row) => row.action);

// Serial: sign-ins hash with argon2; each test has its own record.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(() => {
  createStaffMember(EDITOR, 'editor');
  // An active helloCASH product for Germany and a German story, as the seeds hold them.
  insertRow('products', {
    id: PRODUCT.id,
    slug: `e2e-eisdiele-${suffix}`,
    brand: 'hellocash',
    cta_link: '/kontakt',
    is_active: 1,
    countries: '["DE"]',
    language: 'de',
    sort_order: 0,
    version: 1,
    created_at: now(),
  });
  insertRow('product_translations', {
    product_id: PRODUCT.id,
    language: 'de',
    name: PRODUCT.name,
    short_description: 'Die Kasse für deine Eisdiele.',
    features: '["Bon per E-Mail","TSE inklusive"]',
    cta_text: 'Jetzt anfragen',
  });
  insertTestimonial({
    ...STORY,
    business: 'Eiscafé Giulia',
    branche: 'Gastronomie',
    location: 'Leipzig',
    active: true,
  });
});

// The seeded product lines and stories are the other specs' fixtures.
test.afterAll(() => removeContent({ products: [PRODUCT.id], testimonials: [STORY.id] }));

test('an editor deactivates a product and it is gone from the public product line', async ({
  page,
}) => {
  await page.goto(LINE);
  await expect(page.getByRole('heading', { name: PRODUCT.name })).toBeVisible();

  await signInToConsole(
    page,
    EDITOR,
    '/de_DE/admin/content/products?brand=hellocash&country=DE&active=true',
  );
  await expect(
    page.getByRole('navigation', { name: 'Konsole' }).getByRole('link', { name: 'Produkte' }),
  ).toHaveAttribute('aria-current', 'page');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: PRODUCT.name }) });
  await expect(row).toContainText('helloCASH');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: `${PRODUCT.name} deaktivieren` }).click();
  await expect(page.getByRole('status')).toHaveText(/Gespeichert/);
  // The list's filter (active only) no longer has it.
  await expect(page.getByRole('rowheader', { name: PRODUCT.name })).toHaveCount(0);

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(LINE);
  await expect(visitor.getByRole('main')).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(visitor.getByRole('heading', { name: PRODUCT.name })).toHaveCount(0);
  await visitor.close();
  expect(auditActions(PRODUCT.id)).toEqual(['product_deactivated']);
});

test('an editor edits a story’s quote and sees it on the success stories', async ({ page }) => {
  await page.goto(STORIES);
  await expect(page.getByText(STORY.quote)).toBeVisible();

  await signInToConsole(page, EDITOR, `/de_DE/admin/content/testimonials?stimme=${STORY.id}`);
  const form = page.getByRole('region', { name: `${STORY.name} (Eiscafé Giulia) bearbeiten` });
  const german = form.getByRole('group', { name: /^Deutsch/ });
  await expect(german.getByLabel('Zitat')).toHaveValue(STORY.quote);
  await expect(form.getByRole('group', { name: /^Español/ })).toContainText('Übersetzung fehlt');
  await expectNoSeriousA11yViolations(page);
  await german.getByLabel('Zitat').fill(NEW_QUOTE);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status')).toHaveText(/Gespeichert/);

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(STORIES);
  await expect(visitor.getByText(NEW_QUOTE)).toBeVisible();
  await expect(visitor.getByText(STORY.quote)).toHaveCount(0);
  await visitor.close();
  expect(auditActions(STORY.id)).toEqual(['testimonial_updated']);
});

test('without JavaScript, by keyboard, an editor moves a feature up and sets a price; saved, the product page lists it first and shows the price', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/de_DE/admin/content/products?produkt=${PRODUCT.id}`);
  await page.getByLabel('Benutzername').fill(EDITOR.username);
  await page.getByLabel('Passwort').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const form = page.getByRole('region', { name: `${PRODUCT.name} bearbeiten` });
  const order = form
    .getByRole('group', { name: /^Deutsch/ })
    .getByRole('list', { name: 'Reihenfolge: Merkmale' });
  await order.getByRole('button', { name: '„TSE inklusive“ nach oben' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(/Reihenfolge geändert/);
  await expect(
    page.getByRole('group', { name: /^Deutsch/ }).getByLabel('Merkmale', { exact: true }),
  ).toHaveValue('TSE inklusive\nBon per E-Mail');
  // Nothing saved by the move alone.
  expect(auditActions(PRODUCT.id)).toEqual(['product_deactivated']);
  await page.getByRole('checkbox', { name: 'Aktiv (auf der Website zeigen)' }).check();
  await page.getByLabel('Preis Deutschland (€)').fill('19,90');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status')).toHaveText(/Gespeichert/);
  expect(auditActions(PRODUCT.id)).toEqual(['product_deactivated', 'product_updated']);

  const visitor = await context.newPage();
  await visitor.goto(`${LINE}/e2e-eisdiele-${suffix}`);
  const features = visitor.getByRole('main').getByRole('listitem');
  await expect(features.filter({ hasText: /TSE inklusive|Bon per E-Mail/ })).toHaveText([
    'TSE inklusive',
    'Bon per E-Mail',
  ]);
  // Its price in Germany, on the page and as the software's offer for search engines.
  await expect(visitor.getByRole('main').getByText('ab 19,90 € / Monat')).toBeVisible();
  const items = await visitor
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
  expect(items.find((item) => item['@type'] === 'SoftwareApplication')?.offers).toMatchObject({
    price: '19.90',
    priceCurrency: 'EUR',
  });
  await context.close();
});
