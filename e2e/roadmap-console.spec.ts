import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { queryRows } from './support/database';
import { createStaffMember, signInToConsole } from './support/staff';

/*
 * Issue 20: the roadmap is content. An editor adds an item in the console
 * (de/es/fr side by side), and the public roadmap shows it within 2 s of the
 * save, in the page's language; hidden, it is gone again; deleted, it is
 * gone from the console. The item is removed at the end, so the roadmap's
 * own specs still see the six seeded items.
 */

const suffix = randomUUID().slice(0, 8);
const EDITOR = {
  username: `e2e-roadmap-redaktion-${suffix}`,
  password: 'ausblick-sichere-phrase-9',
};
const KEY = `e2e-${suffix}`;
const TITLE = `Online-Terminbuchung ${suffix}`;
const FRENCH = `Prise de rendez-vous ${suffix}`;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(() => createStaffMember(EDITOR, 'editor'));

/** Milliseconds until the public page (server-rendered, no script) shows `text`, or not. */
async function msUntilPublic(page: Page, path: string, text: string, shown: boolean) {
  const start = Date.now();
  await expect
    .poll(async () => (await (await page.request.get(path)).text()).includes(text), {
      timeout: 5_000,
      intervals: [50],
    })
    .toBe(shown);
  return Date.now() - start;
}

test('an editor adds an item, the public roadmap shows it within 2 s, hidden it goes', async ({
  page,
}) => {
  await signInToConsole(page, EDITOR, '/de_DE/admin/roadmap');
  await expect(
    page.getByRole('navigation', { name: 'Konsole' }).getByRole('link', { name: 'Ausblick' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('rowheader', { name: /Fertige Social-Media-Posts/ })).toBeVisible();

  await page.getByLabel('Schlüssel').fill(KEY);
  await page.getByLabel('Datum').fill('2027-02-15');
  await page.getByLabel('Genauigkeit').selectOption({ label: 'Monat' });
  await page.getByLabel('Reihenfolge').fill('65');
  const german = page.getByRole('group', { name: 'Texte auf Deutsch' });
  await german.getByLabel('Titel').fill(TITLE);
  await german.getByLabel('Beschreibung').fill('Kundinnen buchen selbst, rund um die Uhr.');
  const french = page.getByRole('group', { name: 'Texte auf Français' });
  await french.getByLabel('Titel').fill(FRENCH);
  await french.getByLabel('Beschreibung').fill('Tes clients réservent seuls.');
  await page.getByLabel('Aktiv (im Ausblick zeigen)').check();
  await page.getByRole('button', { name: 'Eintrag anlegen' }).click();
  await expect(page.getByRole('status')).toContainText(`„${TITLE}“ angelegt`);
  const savedAt = Date.now();

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: TITLE }) });
  await expect(row.getByRole('cell').nth(3)).toHaveText('DE, ES (fehlt), FR');
  await msUntilPublic(page, '/fr_FR/roadmap', FRENCH, true);
  const shownAfter = Date.now() - savedAt;
  test.info().annotations.push({
    type: 'timing',
    description: `public roadmap showed the new item ${shownAfter} ms after the console's answer`,
  });
  expect(shownAfter).toBeLessThan(2_000);
  // A Spanish page shows the German text, marked as German.
  const spanish = await (await page.request.get('/es_ES/roadmap')).text();
  expect(spanish).toMatch(new RegExp(`<h2 lang="de">${TITLE}</h2>`));
  expect(spanish).toContain('febrero de 2027');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `${TITLE} deaktivieren` }).click();
  await expect(row.getByRole('cell').nth(4)).toHaveText('Inaktiv');
  expect(await msUntilPublic(page, '/de_DE/roadmap', TITLE, false)).toBeLessThan(2_000);

  // Hidden, it is still previewed: the edit page's server HTML links the
  // public roadmap with a token, which shows the item marked 'Vorschau'.
  const id = queryRows<{ id: string }>('select id from roadmap_items where item_key = ?', KEY)[0]!
    .id;
  const editPage = await (await page.request.get(`/de_DE/admin/roadmap?eintrag=${id}`)).text();
  const previewHref = editPage.match(/href="(\/de_DE\/roadmap\?preview=[^"]+)"/)?.[1];
  expect(previewHref, 'the preview link in the server-rendered edit page').toBeDefined();
  const visitor = await (await page.context().browser()!.newContext()).newPage();
  const previewAnswer = await visitor.goto(previewHref!.replaceAll('&amp;', '&'));
  expect(previewAnswer?.headers()['cache-control']).toBe('no-store');
  await expect(visitor.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(visitor.getByRole('note').filter({ hasText: 'Vorschau' })).toBeVisible();
  await visitor.context().close();

  await row.getByRole('button', { name: `${TITLE} löschen` }).click();
  await page.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page.getByRole('status')).toContainText('Eintrag gelöscht.');
  await expect(page.getByRole('rowheader', { name: TITLE })).toHaveCount(0);
  const actions = queryRows<{ action: string }>(
    "select action from audit_log where action like 'roadmap_item_%' and (after_json like ? or before_json like ?) order by created_at",
    `%${KEY}%`,
    `%${KEY}%`,
  ).map((entry) => entry.action);
  expect(actions).toEqual([
    'roadmap_item_created',
    'roadmap_item_deactivated',
    'roadmap_item_deleted',
  ]);
});
