import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { queryRows } from './support/database';
import { gotoHydrated } from './support/navigation';
import { createStaffMember, signInToConsole } from './support/staff';

/*
 * Issue 20, items 1 and 3: an editor reorders the Verifactu FAQ and edits a
 * glossary term in the console, and the public pages show it right away.
 * Each test puts the seeded content back as it was, for the specs after it.
 */

const suffix = randomUUID().slice(0, 8);
const EDITOR = { username: `e2e-wissen-${suffix}`, password: 'wissen-sichere-phrase-42' };
const SALES = { username: `e2e-wissen-vertrieb-${suffix}`, password: 'wissen-andere-phrase-7' };
const HUB = '/es_ES/hellocash/verifactu';
const FIRST = '¿Qué es Verifactu?';
const SECOND = '¿Desde cuándo es obligatorio?';
const TERM = 'Real Decreto 1007/2023';

/** Spain's entries in Spanish, the group the public pages of es_ES show. */
async function openSpanish(page: Page, path: string) {
  await gotoHydrated(page, `${path}?country=ES&language=es`);
  await expect(page.getByRole('combobox', { name: 'Sprache' }).last()).toHaveValue('es');
}

/** The public FAQ's first questions, read afresh (the shell caches a page for a second). */
async function expectPublicOrder(page: Page, questions: string[]) {
  await expect(async () => {
    await gotoHydrated(page, `${HUB}/faq`);
    const shown = await page
      .locator('details')
      .getByRole('heading', { level: 2 })
      .allTextContents();
    expect(shown.slice(0, questions.length)).toEqual(questions);
  }).toPass({ timeout: 5_000 });
}

/** axe finds nothing serious, in the light theme and in the dark one. */
async function expectBothThemesAccessible(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.documentElement.classList.toggle('dark'));
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.documentElement.classList.toggle('dark'));
}

const auditActions = (action: string) =>
  queryRows<{ n: number }>('select count(*) as n from audit_log where action = ?', action)[0]!.n;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(() => {
  createStaffMember(EDITOR, 'editor');
  createStaffMember(SALES, 'sales');
});

test('an editor reorders two FAQs by keyboard and the public FAQ shows the new order', async ({
  page,
  browser,
}) => {
  const visitor = await (await browser.newContext()).newPage();
  await expectPublicOrder(visitor, [FIRST, SECOND]);

  await signInToConsole(page, EDITOR, '/de_DE/admin/faqs');
  await openSpanish(page, '/de_DE/admin/faqs');
  await expect(
    page.getByRole('navigation', { name: 'Konsole' }).getByRole('link', { name: 'FAQs' }),
  ).toHaveAttribute('aria-current', 'page');
  const group = page.getByRole('table', { name: 'ES · Español · verifactu' });
  const questions = group.getByRole('rowheader');
  await expect(questions.nth(0)).toHaveText(FIRST);
  await expect(group.getByRole('button', { name: `„${FIRST}“ nach oben` })).toBeDisabled();

  const down = group.getByRole('button', { name: `„${FIRST}“ nach unten` });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(questions.nth(0)).toHaveText(SECOND);
  await expect(questions.nth(1)).toHaveText(FIRST);
  // The focus stays on the moved entry's control: pressing again would move it on.
  await expect(down).toBeFocused();
  await expect(page.getByRole('status')).toContainText(`„${FIRST}“ verschoben`);
  expect(auditActions('faq_moved')).toBe(1);
  await expectBothThemesAccessible(page);

  await expectPublicOrder(visitor, [SECOND, FIRST]);

  // Back as it was, for the specs after this one.
  const up = group.getByRole('button', { name: `„${FIRST}“ nach oben` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(questions.nth(0)).toHaveText(FIRST);
  await expect(group.getByRole('button', { name: `„${FIRST}“ nach unten` })).toBeFocused();
  await expectPublicOrder(visitor, [FIRST, SECOND]);
  await visitor.context().close();
});

test('without JavaScript, a move is a form post that comes back at the entry', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de_DE/admin/faqs?country=ES&language=es');
  await page.getByLabel('Benutzername').fill(EDITOR.username);
  await page.getByLabel('Passwort').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const group = page.getByRole('table', { name: 'ES · Español · verifactu' });
  await group.getByRole('button', { name: `„${SECOND}“ nach oben` }).click();
  await expect(group.getByRole('rowheader').nth(0)).toHaveText(SECOND);
  expect(new URL(page.url()).hash).toMatch(/^#entry-/);
  await group.getByRole('button', { name: `„${SECOND}“ nach unten` }).click();
  await expect(group.getByRole('rowheader').nth(0)).toHaveText(FIRST);
  await context.close();
});

test('with a mouse, a FAQ dragged onto the first row takes its place', async ({
  page,
  browser,
}) => {
  const visitor = await (await browser.newContext()).newPage();
  await signInToConsole(page, EDITOR, '/de_DE/admin/faqs');
  await openSpanish(page, '/de_DE/admin/faqs');
  const group = page.getByRole('table', { name: 'ES · Español · verifactu' });
  const questions = group.getByRole('rowheader');
  const handleOf = (question: string) =>
    group.getByTitle(`„${question}“ ziehen, um es an eine andere Stelle zu verschieben`);
  const rowOf = (question: string) => group.getByRole('row').filter({ hasText: question });

  await handleOf(SECOND).dragTo(rowOf(FIRST));
  await expect(questions.nth(0)).toHaveText(SECOND);
  await expect(questions.nth(1)).toHaveText(FIRST);
  await expectPublicOrder(visitor, [SECOND, FIRST]);

  // Back as it was, for the specs after this one.
  await handleOf(FIRST).dragTo(rowOf(SECOND));
  await expect(questions.nth(0)).toHaveText(FIRST);
  await expectPublicOrder(visitor, [FIRST, SECOND]);
  await visitor.context().close();
});

test('an editor edits a glossary term and the public glossary shows it', async ({
  page,
  browser,
}) => {
  const original = queryRows<{ definition: string }>(
    "select definition from glossary where term = ? and language = 'es'",
    TERM,
  )[0]!.definition;
  const edited = `Norma de 2023 que desarrolla los requisitos de los SIF (${suffix}).`;
  const visitor = await (await browser.newContext()).newPage();
  const publicDefinition = async (text: string) =>
    expect(async () => {
      await gotoHydrated(visitor, `${HUB}/glossar`);
      await expect(visitor.getByRole('definition').filter({ hasText: text })).toHaveCount(1);
    }).toPass({ timeout: 5_000 });

  await signInToConsole(page, EDITOR, '/de_DE/admin/glossary');
  await openSpanish(page, '/de_DE/admin/glossary');
  const save = async (definition: string) => {
    await page.getByRole('link', { name: `„${TERM}“ bearbeiten` }).click();
    await expect(page.getByRole('heading', { name: `„${TERM}“ bearbeiten` })).toBeVisible();
    await page.getByLabel('Definition').fill(definition);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status')).toContainText('Gespeichert');
  };
  // The edit form open: accessible in both themes.
  await page.getByRole('link', { name: `„${TERM}“ bearbeiten` }).click();
  await expect(page.getByLabel('Definition')).toBeVisible();
  await expectBothThemesAccessible(page);
  await save(edited);
  await publicDefinition(edited);
  expect(auditActions('glossary_updated')).toBe(1);

  await save(original);
  await publicDefinition(original.slice(0, 40));
  await visitor.context().close();
});

test('sales does not see the FAQ page', async ({ page }) => {
  await signInToConsole(page, SALES, '/de_DE/admin/faqs');
  await expect(page.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Konsole' }).getByRole('link', { name: 'FAQs' }),
  ).toHaveCount(0);
});
