import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { queryRows } from './support/database';
import { createStaffMember, signedInStaff, signInToConsole } from './support/staff';

/*
 * Issue 41 §5: an admin reads the audit log as a diff. Two changes to a
 * testimonial (created, then one word of its quote), the editor's change
 * beside them; the admin filters by person and kind of record, sees only
 * the changed field with the added words marked, and exports the same
 * entries as CSV. Without JavaScript the filter form works alike.
 */

const stamp = `${Date.now()}`;
const ADMIN = { username: `e2e-audit-admin-${stamp}`, password: 'audit-sichere-phrase-41' };
const EDITOR = { username: `e2e-audit-redaktion-${stamp}`, password: 'audit-andere-phrase-41' };
const QUOTE = `Mit der Kasse spare ich jeden Abend Zeit ${stamp}.`;
const EDITED_QUOTE = `Mit der Kasse spare ich jeden Abend viel Zeit ${stamp}.`;

const testimonial = (name: string, quote: string) => ({
  name,
  imageUrl: null,
  country: 'DE',
  language: 'de',
  texts: {
    de: { quote, business: 'Café Lena', industry: 'Gastronomie', location: 'Berlin' },
    es: null,
    fr: null,
  },
  active: false,
});

let adminId = '';

/** A testimonial created (and its quote edited, with `edited`) by the member, as the console's calls do. */
async function changeTestimonial(staff: APIRequestContext, name: string, edited?: string) {
  const created = await staff.post('/api/admin/testimonials', { data: testimonial(name, QUOTE) });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  if (edited === undefined) return;
  const update = { ...testimonial(name, edited), version: 1 };
  const saved = await staff.post(`/api/admin/testimonials/${id}`, { data: update });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Chooses the filters in the page's form and applies them. */
async function filter(page: Page) {
  const form = page.getByRole('search', { name: 'Audit-Log filtern' });
  await form.getByLabel('Person').selectOption({ label: ADMIN.username });
  await form.getByLabel('Art des Datensatzes').selectOption({ label: 'Kundenstimme' });
  await form.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(new RegExp(`actorId=${adminId}.*targetType=testimonial`));
  return page.getByRole('table', { name: /^Audit-Log/ });
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  createStaffMember(ADMIN, 'admin');
  createStaffMember(EDITOR, 'editor');
  adminId = queryRows<{ id: string }>('select id from users where username = ?', ADMIN.username)[0]!
    .id;
  await changeTestimonial(await signedInStaff(ADMIN), `Lena ${stamp}`, EDITED_QUOTE);
  await changeTestimonial(await signedInStaff(EDITOR), `Ben ${stamp}`);
});

test('an admin filters by person and kind of record, reads the word diff and exports the CSV', async ({
  page,
}) => {
  await signInToConsole(page, ADMIN, '/de_DE/admin/audit');
  const { problems } = watchConsole(page);
  const log = await filter(page);
  const rows = log.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Kundenstimme geändert');
  await expect(rows.nth(1)).toContainText('Kundenstimme angelegt');
  await expect(log).not.toContainText(`Ben ${stamp}`);

  // The edit: its one changed field, named as the testimonials page names it, the added word marked.
  const edit = rows.nth(0).getByTestId('field-diff');
  await expect(edit.locator('dt')).toHaveText(['Zitat (Deutsch)']);
  await expect(edit.locator('ins')).toHaveText(['[hinzugefügt: viel ]']);
  await expect(edit.locator('del')).toHaveCount(0);
  await expect(edit.locator('dd')).toHaveText(
    EDITED_QUOTE.replace('viel ', '[hinzugefügt: viel ]'),
  );
  // The creation: summarised by its fields, the values one click away.
  const created = rows.nth(1).locator('summary');
  await expect(created).toContainText('Angelegt mit: Name');
  await expect(created).toContainText('Zitat (Deutsch)');
  await expectNoSeriousA11yViolations(page);

  // The CSV of the same filter: the two entries, newest first, the edit as its one field.
  const href = await page.getByRole('link', { name: 'CSV exportieren' }).getAttribute('href');
  expect(href).toBe(`/api/admin/audit/export.csv?actorId=${adminId}&targetType=testimonial`);
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="audit-log-/);
  const lines = (await csv.body())
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .split('\r\n');
  expect(lines[0]).toBe(
    'Zeitpunkt (UTC);Wer;Aktion;Art des Datensatzes;Datensatz;Geänderte Felder;Vorher;Nachher;IP',
  );
  const cells = (line: string | undefined) => line?.split(';').slice(1, 4);
  expect(cells(lines[1])).toEqual([ADMIN.username, 'testimonial_updated', 'testimonial']);
  expect(lines[1]).toContain(
    `;texts.de.quote;texts.de.quote: ${QUOTE};texts.de.quote: ${EDITED_QUOTE};`,
  );
  expect(cells(lines[2])).toEqual([ADMIN.username, 'testimonial_created', 'testimonial']);
  expect(lines.slice(3)).toEqual(['']);
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form is a GET form: the URL keeps the filter, the server lists its entries', async ({
    page,
  }) => {
    // Signing in is a form post too.
    await page.goto('/de_DE/admin/audit');
    await page.getByLabel('Benutzername').fill(ADMIN.username);
    await page.getByLabel('Passwort').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    const log = await filter(page);
    await expect(log.locator('tbody tr')).toHaveCount(2);
    await expect(log.locator('tbody tr').first().locator('ins')).toHaveText([
      '[hinzugefügt: viel ]',
    ]);
    // The choices stay selected in the form the server rendered.
    const form = page.getByRole('search', { name: 'Audit-Log filtern' });
    await expect(form.getByLabel('Person')).toHaveValue(adminId);
    await expect(form.getByLabel('Art des Datensatzes')).toHaveValue('testimonial');
  });
});
