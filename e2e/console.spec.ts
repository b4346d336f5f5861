import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { queryRows } from './support/database';
import { watchConsole } from './support/console';
import { waitForHydration } from './support/hydration';
import { createStaffMember, signInToConsole } from './support/staff';

/** The provider's console (issue 18): staff made on the command line, then everything in the browser. */

const ADMIN = { username: 'e2e-chefin', password: 'lange-sichere-phrase-42' };
const EDITOR = { username: 'e2e-redaktion', password: 'andere-sichere-phrase-7' };
/** Sales at a browser without JavaScript. */
const SALES = { username: 'e2e-vertrieb', password: 'dritte-sichere-phrase-99' };
const CONTACTED = 'adyen@e2e-konsole.example';
const VISITOR = '0b7e6f3a-5c1d-4e2f-9a8b-7c6d5e4f3a2b';
/** The person who asks to be erased browses on a device of their own: erasure takes its traces too. */
const ERASED_VISITOR = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const WINNER = 'gewinnerin@e2e-konsole.example';
const ERASED = 'loeschen@e2e-konsole.example';
const FORMULA = '=HYPERLINK("http://evil.example","klick mich jetzt bitte")';

/** Leads, a download and page views, sent as visitors send them. */
async function seed(request: APIRequestContext) {
  const post = async (url: string, data: object) =>
    expect((await request.post(url, { data })).status(), url).toBe(201);
  const ebooks = (await (await request.get('/api/ebooks?country=DE')).json()) as {
    id: string;
    category: string;
  }[];
  const ebook = ebooks[0]!;
  await post('/api/payment-leads', {
    email: WINNER,
    provider: 'mollie',
    interestLevel: 'high',
    visitorId: VISITOR,
    country: 'ES',
    language: 'es',
  });
  await post('/api/payment-leads', {
    email: 'adyen@e2e-konsole.example',
    provider: 'adyen',
    interestLevel: 'low',
    visitorId: VISITOR,
    country: 'DE',
    language: 'de',
  });
  await post('/api/email/capture', {
    email: ERASED,
    newsletterOptIn: true,
    ebookCategory: ebook.category,
    ebookId: ebook.id,
    visitorId: ERASED_VISITOR,
    country: 'DE',
    language: 'de',
  });
  await post('/api/feedback', { feedbackText: FORMULA, visitorId: VISITOR, country: 'DE' });
  await post('/api/track/download', {
    visitorId: VISITOR,
    ebookCategory: ebook.category,
    ebookId: ebook.id,
    deviceType: 'desktop',
  });
  await post('/api/track/pageview', {
    visitorId: VISITOR,
    url: '/de_DE',
    deviceType: 'desktop',
    country: 'DE',
    language: 'de',
  });
}

// Serial: the tests share the seeded leads and the staff. Sign-ins hash with
// argon2 and the pages hydrate a chart library: more time than the default.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  createStaffMember(ADMIN, 'admin');
  createStaffMember(EDITOR, 'editor');
  createStaffMember(SALES, 'sales');
  await seed(request);
});

test('the console is private: no-store, noindex, out of robots.txt and the sitemap, absent from public pages', async ({
  request,
}) => {
  const page = await request.get('/de_DE/admin/leads');
  expect(page.headers()['cache-control']).toBe('no-store');
  expect(page.headers()['x-robots-tag']).toContain('noindex');
  expect(await page.text()).toContain('<meta name="robots" content="noindex">');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /*/admin');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('admin');

  const home = await request.get('/de_DE');
  expect(home.headers()['cache-control']).toBe('no-cache');
  const html = await home.text();
  for (const trace of ['/remotes/admin/', 'mfe-admin', '/admin', 'Benutzername', 'hello_console'])
    expect(html, trace).not.toContain(trace);
});

test('a public page loads no console code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await page.goto('/de_DE', { waitUntil: 'networkidle' });
  expect(scripts.filter((url) => url.includes('/remotes/admin/'))).toEqual([]);
});

test('sign-in: one message for a wrong password; /admin leads to the sign-in in the locale', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/de_DE\/admin$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await page.getByLabel('Benutzername').fill(ADMIN.username);
  await page.getByLabel('Passwort').fill('ganz-falsches-passwort');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort falsch');
  await expectNoSeriousA11yViolations(page);
});

test('a role without the right sees so', async ({ page }) => {
  await signInToConsole(page, EDITOR, '/de_DE/admin/leads');
  await expect(page.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('leads desk: filter, export, mark won, erase, sign out', async ({ page, request }) => {
  const { problems } = watchConsole(page);
  await signInToConsole(page, ADMIN, '/de_DE/admin/leads');
  await expectNoSeriousA11yViolations(page);

  // Filter: pre-registrations from Spain. The URL keeps the filter.
  const filters = page.getByRole('search', { name: 'Filter' });
  await filters.getByLabel('Typ').selectOption('payment');
  await filters.getByLabel('Land').selectOption('ES');
  await filters.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/type=payment/);
  await expect(page).toHaveURL(/country=ES/);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(WINNER);
  await page.reload();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  await expect(filters.getByLabel('Land')).toHaveValue('ES');

  // Export: the link carries exactly the filter; the file is Excel's UTF-8 CSV.
  const href = await page.getByRole('link', { name: 'CSV exportieren' }).getAttribute('href');
  expect(href).toBe('/api/admin/leads/export.csv?type=payment&country=ES&sort=date&order=desc');
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain(WINNER);
  expect(text).not.toContain('adyen@e2e-konsole.example');

  // The feedback's formula arrives neutralised in the export of all feedback.
  const feedbackCsv = (
    await (await page.request.get('/api/admin/leads/export.csv?type=feedback')).body()
  ).toString('utf8');
  expect(feedbackCsv).toContain(`'=HYPERLINK(`);
  expect(feedbackCsv).not.toMatch(/(^|;)"?=HYPERLINK/m);

  // Mark the pre-registration 'gewonnen' with a note.
  await rows.first().getByText('Status ändern').click();
  await rows.first().getByLabel('Status').selectOption('gewonnen');
  await rows.first().getByLabel('Notiz').fill('Vertrag unterschrieben');
  await rows.first().getByRole('button', { name: 'Speichern' }).click();
  await expect(rows.first().getByRole('status')).toHaveText('Status gespeichert');
  await expect(rows.first()).toContainText('gewonnen am');
  await expect(rows.first()).toContainText('Vertrag unterschrieben');
  const [stored] = queryRows<{ converted: number; status: string }>(
    'select converted, status from payment_leads where email = ?',
    WINNER,
  );
  expect(stored).toMatchObject({ converted: 1, status: 'gewonnen' });

  // Erase a person, confirmed in a dialog.
  await page.getByLabel('E-Mail-Adresse').fill(ERASED);
  await page.getByRole('button', { name: 'Daten löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Daten wirklich löschen?' });
  await expect(dialog).toContainText(ERASED);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page.getByText(/Gelöscht: 1 E-Mail-Erfassungen/)).toBeVisible();
  expect(queryRows('select id from email_captures where email = ?', ERASED)).toEqual([]);
  // Only that person's: the other visitor's download stays.
  expect(queryRows('select id from downloads where visitor_id = ?', VISITOR)).toHaveLength(1);

  // Sign out: the sign-in again, and the API says so too.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.getByText(WINNER)).toHaveCount(0);
  expect((await page.request.get('/api/admin/session')).status()).toBe(401);
  expect((await request.get('/api/admin/leads')).status()).toBe(401);
  // The forms hydrate as rendered (the language's <noscript> button included).
  expect(problems.filter((problem) => /hydrat|pageerror|react/i.test(problem))).toEqual([]);
});

test('dashboard: charts and tables of the seeded figures, both themes; staff and audit pages', async ({
  page,
}) => {
  await signInToConsole(page, ADMIN, '/de_DE/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlen' })).toBeVisible();
  for (const title of [
    'Besuche pro Tag nach Land',
    'Downloads pro E-Book',
    'Downloads pro Kategorie',
    'Leads pro Woche nach Typ',
    'Voranmeldungen nach Status',
  ]) {
    // The figure's section (its table, hidden until opened, bears the same name).
    const figure = page.getByRole('region', { name: title, exact: true }).first();
    // The chart's own surface (the legend's icons are small ones before it).
    await expect(figure.locator('svg.recharts-surface').last()).toBeVisible();
    await expect(figure.locator('.recharts-bar-rectangle').first()).toBeAttached();
  }
  const statuses = page
    .getByRole('region', { name: 'Voranmeldungen nach Status', exact: true })
    .first();
  await statuses.getByText('Zahlen als Tabelle').click();
  await expect(statuses.getByRole('row', { name: /gewonnen/ })).toContainText('1');
  await expectNoSeriousA11yViolations(page);
  // The other theme (a class on <html>, as the theme toggle sets it).
  await page.evaluate(() => document.documentElement.classList.toggle('dark'));
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Mitarbeitende' }).click();
  await expect(page.getByRole('row', { name: new RegExp(EDITOR.username) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Audit-Log' }).click();
  const log = page.getByRole('table');
  await expect(log).toContainText('Status geändert');
  await expect(log).toContainText('Daten gelöscht');
  await expect(log).toContainText('Leads exportiert');
  await expectNoSeriousA11yViolations(page);

  // On a tablet the page does not scroll sideways: wide tables scroll in their own box.
  // The navigation is behind 'Menü' there (the side column is a laptop's).
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('link', { name: 'Leads' }).click();
  // The desk itself (its filter), not the audit log's table before it.
  await expect(page.getByRole('search', { name: 'Filter' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  // The language chosen in the console is remembered for the next sign-in.
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('main').getByLabel('Sprache').selectOption('es');
  await expect(page).toHaveURL(/\/es_DE\/admin\/leads$/);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  // Signed out once the button is gone: navigating away earlier could cancel the sign-out's post.
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
  await page.goto('/de_DE/admin');
  await waitForHydration(page);
  await page.getByLabel('Benutzername').fill(ADMIN.username);
  await page.getByLabel('Passwort').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/es_DE\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cifras' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign in, change a lead’s status, erase (asked as a page), sign out: each a form post answered 303', async ({
    page,
  }) => {
    await page.goto('/de_DE/admin/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();

    // A wrong password: the page again (400) with the one message, the username kept.
    await page.getByLabel('Benutzername').fill(SALES.username);
    await page.getByLabel('Passwort').fill('ganz-falsches-passwort');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Anmelden' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    expect(refused.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort falsch');
    await expect(page.getByLabel('Benutzername')).toHaveValue(SALES.username);

    // The right one: 303 with the API's session cookie, then the desk.
    await page.getByLabel('Passwort').fill(SALES.password);
    const [signedIn] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Anmelden' }).click(),
    ]);
    expect(signedIn.status()).toBe(303);
    expect(await signedIn.headerValue('set-cookie')).toMatch(
      /hello_console=.*HttpOnly.*SameSite=Strict/i,
    );
    // A sales member's desk opens on their own open leads (issue 41); all leads are one filter away.
    await expect(page).toHaveURL(/\/de_DE\/admin\/leads\?assignee=me&status=offen$/);
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await page.goto('/de_DE/admin/leads?assignee=');

    // A pre-registration's status and note, in its row (a native <details>).
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: CONTACTED });
    await row.getByText('Status ändern').click();
    await row.getByLabel('Status').selectOption('kontaktiert');
    await row.getByLabel('Notiz').fill('Ohne JavaScript angerufen');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      row.getByRole('button', { name: 'Speichern' }).click(),
    ]);
    expect(saved.status()).toBe(303);
    await expect(row.getByRole('status')).toHaveText('Status gespeichert');
    await expect(row).toContainText('Ohne JavaScript angerufen');
    expect(
      queryRows<{ status: string; status_note: string }>(
        'select status, status_note from payment_leads where email = ?',
        CONTACTED,
      ),
    ).toEqual([{ status: 'kontaktiert', status_note: 'Ohne JavaScript angerufen' }]);
    // Post/redirect/get: a reload posts nothing.
    await page.reload();
    await expect(
      page.getByRole('table').locator('tbody tr').filter({ hasText: CONTACTED }),
    ).toContainText('kontaktiert');

    // 'Daten löschen': the question comes as a page, its button confirms.
    await page.getByLabel('E-Mail-Adresse').fill('niemand@e2e-konsole.example');
    await page.getByRole('button', { name: 'Daten löschen' }).click();
    await expect(page.getByText('Daten wirklich löschen?')).toBeVisible();
    await expect(page.getByText(/Alle Daten von niemand@e2e-konsole.example/)).toBeVisible();
    await page.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(page.getByText(/Gelöscht: 0 E-Mail-Erfassungen/)).toBeVisible();
    expect(page.url()).not.toContain('niemand');

    // The language: chosen, then sent with the button only a page without script shows.
    await page.getByRole('main').getByLabel('Sprache').selectOption('es');
    await page.getByRole('button', { name: 'Sprache übernehmen' }).click();
    await expect(page).toHaveURL(/\/es_DE\/admin\/leads(\?|$)/);
    await page.getByRole('main').getByLabel('Idioma').selectOption('de');
    await page.getByRole('button', { name: 'Aplicar idioma' }).click();
    await expect(page).toHaveURL(/\/de_DE\/admin\/leads(\?|$)/);

    // Sign out: the API's cookie is cleared with the 303.
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    expect((await page.request.get('/api/admin/session')).status()).toBe(401);
  });

  test('a post from another site is refused by the API’s origin check, session cookie or not', async ({
    page,
    request,
  }) => {
    await page.goto('/de_DE/admin/leads');
    await page.getByLabel('Benutzername').fill(SALES.username);
    await page.getByLabel('Passwort').fill(SALES.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    const session = (await page.context().cookies()).find((c) => c.name === 'hello_console')!;
    const { id } = queryRows<{ id: string }>(
      'select id from payment_leads where email = ?',
      CONTACTED,
    )[0]!;

    // The desk as a sales member has it open (their own open leads), its forms post there.
    const forged = await request.post('/de_DE/admin/leads?assignee=me&status=offen', {
      form: { form: `status:${id}`, status: 'verloren', note: 'von fremd' },
      headers: {
        cookie: `hello_console=${session.value}`,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(400);
    expect(await forged.text()).toContain('Anfrage von fremder Herkunft abgelehnt');
    expect(
      queryRows<{ status: string }>('select status from payment_leads where id = ?', id),
    ).toEqual([{ status: 'kontaktiert' }]);
  });
});
