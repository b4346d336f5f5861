import { expect, test, type Page } from '@playwright/test';
import { queryRows } from './support/database';
import { waitForHydration } from './support/hydration';
import { createStaffMember, signInToConsole } from './support/staff';

/**
 * The lead inbox (issue 41 §3) as sales uses it: from the desk to a lead's
 * page, a note, a status change the history shows with who and when,
 * taking the lead on, 'Meine Leads', the person's contact with leads of
 * two kinds; and, without JavaScript, the note form and the person erased
 * from the contact's page.
 */
const SALES = { username: 'e2e-inbox-vertrieb', password: 'vierte-sichere-phrase-31' };
const PERSON = 'inhaberin@e2e-inbox.example';
const VISITOR = '6c5d4e3f-2a1b-4c0d-9e8f-7a6b5c4d3e2f';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  createStaffMember(SALES, 'sales');
  const post = async (url: string, data: object) =>
    expect((await request.post(url, { data })).status(), url).toBe(201);
  const [ebook] = (await (await request.get('/api/ebooks?country=DE')).json()) as {
    id: string;
    category: string;
  }[];
  await post('/api/email/capture', {
    email: PERSON,
    newsletterOptIn: false,
    ebookCategory: ebook!.category,
    ebookId: ebook!.id,
    visitorId: VISITOR,
    country: 'DE',
    language: 'de',
  });
  const registration = {
    email: PERSON,
    provider: 'mollie',
    interestLevel: 'high',
    visitorId: VISITOR,
    country: 'DE',
    language: 'de',
  };
  await post('/api/payment-leads', registration);
  // The same again within the day: one lead, counted twice.
  await post('/api/payment-leads', { ...registration, email: ` ${PERSON.toUpperCase()} ` });
});

const preRegistrationId = () =>
  queryRows<{ id: string }>('select id from payment_leads where email = ?', PERSON)[0]!.id;

/** The desk's row of the person's pre-registration. */
const deskRow = (page: Page) =>
  page
    .getByRole('table')
    .locator('tbody tr')
    .filter({ hasText: PERSON })
    .filter({ hasText: 'Voranmeldung' });

test('from the desk to the lead: note, status with who and when, taken on, Meine Leads, the contact', async ({
  page,
}) => {
  await signInToConsole(page, SALES, '/de_DE/admin/leads');
  // A sales member's desk opens on their own open leads: none yet.
  await expect(page).toHaveURL(/assignee=me&status=offen/);
  await expect(page.getByText('Keine Leads für diesen Filter.')).toBeVisible();

  await page.getByLabel('Zuständig', { exact: true }).selectOption('');
  await page.getByLabel('Status', { exact: true }).selectOption('');
  await page.getByRole('button', { name: 'Filtern' }).click();
  await expect(deskRow(page)).toContainText('2×');
  await deskRow(page).getByRole('link', { name: PERSON }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/payment/${preRegistrationId()}$`));
  await waitForHydration(page);
  await expect(page.getByLabel('Angaben zum Lead')).toContainText('Gesendet2×');

  await page.getByLabel('Neue Notiz').fill('Will das Terminal im April');
  await page.getByRole('button', { name: 'Notiz hinzufügen' }).click();
  await expect(page.getByText('Notiz gespeichert')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notizen' })).toContainText(
    `von ${SALES.username}Will das Terminal im April`,
  );

  await page.getByText('Status ändern').click();
  await page.getByLabel('Status', { exact: true }).selectOption('kontaktiert');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Status gespeichert')).toBeVisible();
  const history = page.getByRole('region', { name: 'Verlauf' });
  await expect(history).toContainText(`Status: neu → kontaktiert von ${SALES.username}`);
  // The full date and time, to the minute, in UTC.
  await expect(history.locator('li').last().locator('time')).toHaveText(/\d{4}, \d{2}:\d{2} UTC/);

  await page.getByLabel('Zuständig', { exact: true }).selectOption({ label: SALES.username });
  await page.getByRole('button', { name: 'Zuweisen' }).click();
  await expect(page.getByText('Zuständigkeit gespeichert')).toBeVisible();
  await expect(history).toContainText(`Zuständig: ${SALES.username} von ${SALES.username}`);

  // 'Meine Leads': the desk as it opens for this member, now with the lead taken on.
  await page.getByRole('link', { name: 'Zurück zu den Leads' }).click();
  await expect(page).toHaveURL(/assignee=me&status=offen/);
  await expect(deskRow(page)).toContainText(SALES.username);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);

  // The person: the e-book download and the pre-registration, oldest first.
  await deskRow(page).getByRole('link', { name: PERSON }).click();
  await page.getByRole('link', { name: 'Kontakt öffnen: 2 Leads dieser Adresse' }).click();
  const timeline = page.getByRole('list', { name: 'Verlauf des Kontakts' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').first()).toContainText('E-Mail');
  await expect(timeline.getByRole('listitem').last()).toContainText('Voranmeldung – mollie');

  // The desk's contacts: one row for the address, with both kinds.
  await page.goto('/de_DE/admin/leads?view=contacts&q=e2e-inbox');
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('table')).toContainText('E-Mail: 1 · Voranmeldung: 1');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a note is a form post answered 303; the contact page erases the person', async ({
    page,
  }) => {
    const lead = `/de_DE/admin/leads/payment/${preRegistrationId()}`;
    await page.goto(lead);
    await page.getByLabel('Benutzername').fill(SALES.username);
    await page.getByLabel('Passwort').fill(SALES.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();

    await page.getByLabel('Neue Notiz').fill('Ohne JavaScript notiert');
    const [posted] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Notiz hinzufügen' }).click(),
    ]);
    expect(posted.status()).toBe(303);
    await expect(page.getByText('Notiz gespeichert')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Notizen' })).toContainText(
      `von ${SALES.username}Ohne JavaScript notiert`,
    );

    // The contact's page erases the person: its address filled in, asked as a page, then gone.
    await page.goto(`${lead}/contact`);
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(PERSON);
    await page.getByRole('button', { name: 'Daten löschen' }).click();
    await expect(page.getByText(`Alle Daten von ${PERSON}`, { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(page.getByText(/Gelöscht: 1 E-Mail-Erfassungen, 1 Voranmeldungen/)).toBeVisible();
    expect(queryRows('select id from payment_leads where email = ?', PERSON)).toEqual([]);
    expect(queryRows('select id from email_captures where email = ?', PERSON)).toEqual([]);
  });
});
