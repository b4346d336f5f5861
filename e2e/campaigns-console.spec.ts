import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { queryRows } from './support/database';
import { waitForHydration } from './support/hydration';
import { createStaffMember, signInToConsole } from './support/staff';

/**
 * Issue 37, section 2: a visitor lands from a campaign link and asks for
 * advice; the console's 'Kampagnen' shows the campaign with its one visit
 * (the cookieless count) and its one lead, the CSV has the row, the funnel
 * and the link builder work, and axe finds nothing serious.
 */

const PRODUCT = '/de_DE/hellomarketing/website-loesung';
const stamp = `${Date.now()}`;
/** Per worker: a worker started again after a failure makes its own. */
const ADMIN = { username: `e2e-kampagnen-${stamp}`, password: 'kampagnen-sichere-phrase-37' };
const CAMPAIGN = `herbst-${stamp}`;
const LANDING = `${PRODUCT}?utm_source=newsletter&utm_medium=email&utm_campaign=${CAMPAIGN}`;

test.describe.configure({ timeout: 90_000 });

test.beforeAll(() => createStaffMember(ADMIN, 'admin'));

test('a campaign visit and its lead show in Kampagnen, in the CSV and in the funnel', async ({
  page,
  browser,
}) => {
  // The visitor, in a browser of their own: lands from the campaign link and asks for advice.
  const visitor = await browser.newPage();
  const email = `kampagne.${stamp}@cafe-lena.example`;
  await visitor.goto(LANDING, { waitUntil: 'networkidle' });
  await waitForHydration(visitor);
  const section = visitor.locator('section#beratung');
  await visitor.getByLabel('Name*').fill('Lena Schmidt');
  await visitor.getByLabel('Unternehmen*').fill('Café Lena');
  await visitor.getByLabel('E-Mail-Adresse*').fill(email);
  await visitor.getByLabel('Deine Nachricht*').fill('Eine Website für unsere Kampagne.');
  await section.getByRole('button', { name: 'Beratung anfragen' }).click();
  await expect(section.getByRole('heading', { name: /Danke für deine Anfrage!/ })).toBeFocused();
  expect(
    queryRows<{ last_utm_campaign: string }>(
      'select last_utm_campaign from contact_requests where email = ?',
      email,
    ),
  ).toEqual([{ last_utm_campaign: CAMPAIGN }]);
  await visitor.close();

  await signInToConsole(page, ADMIN, '/de_DE/admin/campaigns');
  // Watched once signed in (the sign-in page's session check answers 401, as it should).
  const { problems } = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Kampagnen' })).toBeVisible();
  const table = page.getByRole('table', { name: /^Kampagnen vom/ });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: CAMPAIGN }) });
  await expect(row.getByRole('cell')).toHaveText([
    'newsletter',
    'email',
    '1', // visits
    '0',
    '0',
    '1', // contact requests
    '0',
    '1', // total
    '100\u00a0%',
    'Trichter',
  ]);
  await expectNoSeriousA11yViolations(page);

  // The CSV of the same filter has the row.
  const href = await page.getByRole('link', { name: 'CSV herunterladen' }).getAttribute('href');
  expect(href).toBe('/api/admin/stats/campaigns/export.csv');
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect((await csv.body()).toString('utf8')).toContain(
    `${CAMPAIGN};newsletter;email;1;0;0;1;0;1;100\r\n`,
  );

  // The funnel of the campaign: landed, saw the form (the page a lead was sent from), sent it.
  await row.getByRole('link', { name: `Trichter von ${CAMPAIGN} zeigen` }).click();
  const funnel = page.getByRole('region', { name: `Trichter der Kampagne „${CAMPAIGN}“` });
  await expect(funnel.getByRole('listitem')).toHaveText([
    /Landung.*1$/,
    /Formular gesehen1100\u00a0% des vorigen Schritts/,
    /Leads1100\u00a0% des vorigen Schritts/,
  ]);

  // The link builder, live with JavaScript.
  await page.getByRole('combobox', { name: 'Seite' }).fill('/de_DE/hellocash');
  await page.getByRole('textbox', { name: 'Quelle' }).fill('Newsletter');
  await expect(page.getByRole('textbox', { name: 'Quelle' })).toHaveAccessibleDescription(
    /Nur Kleinbuchstaben/,
  );
  await page.getByRole('textbox', { name: 'Quelle' }).fill('newsletter');
  await page.getByRole('textbox', { name: 'Medium' }).fill('email');
  await page.getByRole('textbox', { name: 'Kampagne' }).fill('winter');
  const origin = new URL(page.url()).origin;
  await expect(page.getByRole('textbox', { name: 'Link zum Kopieren' })).toHaveValue(
    `${origin}/de_DE/hellocash?utm_source=newsletter&utm_medium=email&utm_campaign=winter`,
  );
  await expectNoSeriousA11yViolations(page);
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the link builder answers its GET form with the link in a read-only field', async ({
    page,
  }) => {
    // Signing in is a form post too.
    await page.goto('/de_DE/admin/campaigns');
    await page.getByLabel('Benutzername').fill(ADMIN.username);
    await page.getByLabel('Passwort').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await page.goto(
      '/de_DE/admin/campaigns?days=7&linkPage=%2Fde_DE&linkSource=ads&linkMedium=cpc&linkCampaign=Herbst',
    );
    await expect(page.getByRole('textbox', { name: 'Kampagne' })).toHaveAccessibleDescription(
      /Nur Kleinbuchstaben, also „herbst“/,
    );
    await page.getByRole('textbox', { name: 'Kampagne' }).fill('herbst');
    await page.getByRole('button', { name: 'Link erstellen' }).click();
    await expect(page).toHaveURL(/days=7/);
    await expect(page.getByRole('textbox', { name: 'Link zum Kopieren' })).toHaveValue(
      /\/de_DE\?utm_source=ads&utm_medium=cpc&utm_campaign=herbst$/,
    );
  });
});
