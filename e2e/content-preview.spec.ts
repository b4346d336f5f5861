import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { insertTestimonial, queryRows, removeContent } from './support/database';
import { createStaffMember, signInToConsole } from './support/staff';

/*
 * Issue 20, item 4: an editor creates a product (inactive) and sees its
 * public page through the console's preview link before activating it;
 * without the token the page does not exist. A FAQ has no page of its own:
 * its preview is the public FAQ page with it among the others, marked; so
 * are a glossary term's (the glossary) and a testimonial's (the success
 * stories of its country).
 */
const suffix = randomUUID().slice(0, 8);
const EDITOR = { username: `e2e-vorschau-${suffix}`, password: 'vorschau-sichere-phrase-42' };
const SLUG = `e2e-vorschau-kasse-${suffix}`;
const NAME = `Kasse für Buchläden ${suffix}`;
const CONSOLE = '/de_DE/admin/content/products';
// The form's first brand (helloMARKETING): the page is under its product line's path.
const PAGE = `/de_DE/hellomarketing/${SLUG}`;

test.describe.configure({ timeout: 120_000 });

const QUESTION = `Gilt Verifactu auch für Onlineshops (${suffix})?`;
const FAQ_PAGE = '/de_ES/hellocash/verifactu/faq';
const TERM = `Rechnungsdatensatz ${suffix}`;
const GLOSSARY_PAGE = '/de_ES/hellocash/verifactu/glossar';
const STORY = {
  id: randomUUID(),
  name: `Lotte ${suffix}`,
  quote: `Seit der neuen Kasse schließen wir eine halbe Stunde früher (${suffix}).`,
};
const STORIES_PAGE = '/de_DE/erfolgsgeschichten';

test.beforeAll(() => {
  createStaffMember(EDITOR, 'editor');
  // A story not yet shown: only its preview link from the console shows it.
  insertTestimonial({
    ...STORY,
    business: 'Buchhandlung Lotte',
    branche: 'Einzelhandel',
    location: 'Kassel',
    active: false,
  });
});

// What the tests created goes, so the specs after them find the seeded content.
test.afterAll(() =>
  removeContent({
    products: queryRows<{ id: string }>('select id from products where slug = ?', SLUG).map(
      (row) => row.id,
    ),
    faqs: queryRows<{ id: string }>('select id from faqs where question = ?', QUESTION).map(
      (row) => row.id,
    ),
    glossary: queryRows<{ id: string }>('select id from glossary where term = ?', TERM).map(
      (row) => row.id,
    ),
    testimonials: [STORY.id],
  }),
);

/** Follows the console's preview link to the public list page: answered for this visitor only, never indexed. */
async function openListPreview(page: Page, linkName: string, listPage: string) {
  const href = (await page.getByRole('link', { name: linkName }).getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^${listPage}\\?preview=`));
  const answer = await page.goto(href);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('no-store');
  expect(answer?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
}

/** Without the token the list page does not show the record; a forged token is no page. */
async function expectHiddenWithoutToken(page: Page, listPage: string, text: string) {
  const plain = await page.request.get(listPage);
  expect(plain.status()).toBe(200);
  expect(await plain.text()).not.toContain(text);
  expect((await page.request.get(`${listPage}?preview=nada`)).status()).toBe(404);
}

test('an editor previews an inactive product; without the token its page is 404', async ({
  page,
}) => {
  await signInToConsole(page, EDITOR, CONSOLE);

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

test('an editor previews an inactive FAQ on the public FAQ page, opened and marked', async ({
  page,
}) => {
  await signInToConsole(page, EDITOR, '/de_DE/admin/faqs');
  // Spain's Verifactu FAQ in German: the FAQ page of de_ES lists it once active.
  const form = page.getByRole('region', { name: 'Neue FAQ anlegen' });
  await form.getByLabel('Sprache').selectOption('de');
  await form.getByLabel('Frage').fill(QUESTION);
  await form.getByLabel('Antwort').fill('Ja, auch der Online-Verkauf braucht Verifactu-Belege.');
  await form.getByLabel('Aktiv (auf der Website zeigen)').uncheck();
  await form.getByRole('button', { name: 'FAQ anlegen' }).click();
  await page.getByRole('link', { name: `„${QUESTION}“ bearbeiten` }).click();
  await expect(page.getByRole('heading', { name: `„${QUESTION}“ bearbeiten` })).toBeVisible();

  await openListPreview(page, 'Vorschau für ES (Deutsch)', FAQ_PAGE);
  const question = page.getByRole('heading', { level: 2, name: QUESTION });
  const item = page.locator('details', { has: question });
  await expect(item).toHaveAttribute('open', '');
  await expect(item.getByRole('note')).toContainText('Vorschau');
  await expect(item.getByText('auch der Online-Verkauf')).toBeVisible();
  // The seeded questions are there too, without a mark.
  expect(await page.locator('details').count()).toBeGreaterThan(1);
  await expect(page.getByRole('note')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await expectHiddenWithoutToken(page, FAQ_PAGE, QUESTION);
});

test('an editor previews an inactive glossary term on the public glossary, marked', async ({
  page,
}) => {
  await signInToConsole(page, EDITOR, '/de_DE/admin/glossary');
  const form = page.getByRole('region', { name: 'Neuen Glossar-Eintrag anlegen' });
  await form.getByLabel('Sprache').selectOption('de');
  await form.getByLabel('Begriff').fill(TERM);
  await form
    .getByLabel('Definition')
    .fill('Der Datensatz, den die Kasse zu jeder Rechnung an die Steuerbehörde meldet.');
  await form.getByLabel('Aktiv (auf der Website zeigen)').uncheck();
  await form.getByRole('button', { name: 'Eintrag anlegen' }).click();
  await page.getByRole('link', { name: `„${TERM}“ bearbeiten` }).click();

  await openListPreview(page, 'Vorschau für ES (Deutsch)', GLOSSARY_PAGE);
  await expect(page.locator('dt', { hasText: TERM })).toBeVisible();
  await expect(page.getByText('zu jeder Rechnung an die Steuerbehörde')).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(1);
  await expect(page.getByRole('note')).toContainText('Vorschau');
  // The seeded terms are there too.
  expect(await page.locator('dt').count()).toBeGreaterThan(1);
  await expectNoSeriousA11yViolations(page);

  await expectHiddenWithoutToken(page, GLOSSARY_PAGE, TERM);
});

test("an editor previews an inactive testimonial among its country's success stories", async ({
  page,
}) => {
  await signInToConsole(page, EDITOR, `/de_DE/admin/content/testimonials?stimme=${STORY.id}`);
  await expect(
    page.getByRole('region', { name: `${STORY.name} (Buchhandlung Lotte) bearbeiten` }),
  ).toBeVisible();
  await openListPreview(page, 'Vorschau für DE (Deutsch)', STORIES_PAGE);
  await expect(page.getByText(STORY.quote)).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(1);
  await expect(page.getByRole('note')).toContainText('Vorschau');
  await expectNoSeriousA11yViolations(page);

  await expectHiddenWithoutToken(page, STORIES_PAGE, STORY.quote);
});
