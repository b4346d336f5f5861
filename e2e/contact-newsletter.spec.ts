import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { LEGAL_PAGES } from 'contracts/legal';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { queryRows, runSql } from './support/database';
import { E2E_LEGAL_SETTINGS, E2E_SQLITE_FILE } from './support/env';
import { waitForHydration } from './support/hydration';
import { mailTo, newsletterLinks } from './support/mailbox';

/**
 * Issue 19, items 5 and 6: a visitor asks for advice on a product page and
 * sales sees it in the console's leads desk; the e-book dialog's newsletter
 * box starts a double opt-in whose mail a throwaway SMTP server receives
 * (playwright.config.ts), its link confirms once within 48 hours, and every
 * mail's unsubscribe link works in one click. Issue 41, item 6: the mail
 * ends with the sender's identification (LEGAL_*), and every form that
 * collects personal data links the privacy notice next to its submit button.
 */

const PRODUCT = '/de_DE/hellomarketing/website-loesung';
const EBOOK = '/de_DE/social-media-tipps-und-tricks/facebook-fuer-lokale-unternehmen-1';
const SALES = { username: 'e2e-beratung', password: 'vertrieb-sichere-phrase-19' };

interface ContactRow {
  name: string;
  email: string;
  phone: string | null;
  business: string;
  message: string;
  product_slug: string;
  status: string;
  country: string;
  language: string;
}
interface SubscriptionRow {
  status: string;
  confirm_token_hash: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const subscription = (email: string) =>
  queryRows<SubscriptionRow>('select * from newsletter_subscriptions where email = ?', email)[0];

async function fillContactForm(page: Page, email: string) {
  await page.getByLabel('Name*').fill('Lena Schmidt');
  await page.getByLabel('Unternehmen*').fill('Café Lena');
  await page.getByLabel('E-Mail-Adresse*').fill(email);
  await page.getByLabel('Telefon (optional)').fill('030 1234567');
  await page.getByLabel('Deine Nachricht*').fill('Wir brauchen eine Website mit Speisekarte.');
}

test.describe.configure({ timeout: 90_000 });

test.describe('Beratung anfragen', () => {
  test('the call to action leads to the form; the request is stored and thanked for', async ({
    page,
  }) => {
    const { problems } = watchConsole(page);
    const email = `lena.${stamp()}@cafe-lena.example`;
    await page.goto(PRODUCT, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Wünsche an deine Website mitteilen' }).click();
    await expect(page).toHaveURL(`${PRODUCT}#beratung`);
    const section = page.locator('section#beratung');
    await expect(section.getByRole('heading', { name: 'Beratung anfragen' })).toBeInViewport();
    await expectNoSeriousA11yViolations(page);

    await fillContactForm(page, email);
    await section.getByRole('button', { name: 'Beratung anfragen' }).click();
    const thanks = section.getByRole('heading', { name: /Danke für deine Anfrage!/ });
    await expect(thanks).toBeFocused();
    await expect(section.getByRole('status')).toContainText(
      'Wir haben deine Anfrage zu Website-Lösung erhalten',
    );
    expect(queryRows<ContactRow>('select * from contact_requests where email = ?', email)).toEqual([
      expect.objectContaining({
        name: 'Lena Schmidt',
        business: 'Café Lena',
        phone: '030 1234567',
        product_slug: 'website-loesung',
        status: 'neu',
        country: 'DE',
        language: 'de',
      }),
    ]);
    expect(problems).toEqual([]);
  });

  test('sales sees it in the console’s leads desk', async ({ page, request }) => {
    const email = `desk.${stamp()}@cafe-lena.example`;
    const sent = await request.post('/api/contact-requests', {
      data: {
        name: 'Carmen Ruiz',
        email,
        business: 'Peluquería Carmen',
        message: 'Quiero una web con reservas online.',
        productSlug: 'solucion-web',
        country: 'ES',
        language: 'es',
      },
    });
    expect(sent.status()).toBe(201);
    const run = spawnSync(
      'npm',
      ['run', 'admin', '--', 'create-user', '--username', SALES.username, '--role', 'sales'],
      {
        cwd: path.resolve(__dirname, '..'),
        env: { ...process.env, ADMIN_PASSWORD: SALES.password, SQLITE_FILE: E2E_SQLITE_FILE },
        encoding: 'utf8',
      },
    );
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);

    await page.goto('/de_DE/admin/leads');
    await waitForHydration(page);
    await page.getByLabel('Benutzername').fill(SALES.username);
    await page.getByLabel('Passwort').fill(SALES.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    // Everyone's leads: the desk opened on this member's own (issue 41).
    await page.getByLabel('Zuständig').selectOption('');
    await page.getByLabel('Typ').selectOption('contact');
    await page.getByLabel('E-Mail enthält').fill(email);
    await page.getByRole('button', { name: 'Filtern' }).click();
    await expect(page).toHaveURL(/type=contact/);
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: email });
    await expect(row).toContainText('Beratungsanfrage');
    await expect(row).toContainText('Carmen Ruiz');
    await expect(row).toContainText('Peluquería Carmen');
    await expect(row).toContainText('Quiero una web con reservas online.');
    await row.getByText('Status ändern').click();
    await row.getByLabel('Status').selectOption('kontaktiert');
    await row.getByRole('button', { name: 'Speichern' }).click();
    await expect(row.getByText('Status gespeichert')).toBeVisible();
    expect(
      queryRows<ContactRow>('select status from contact_requests where email = ?', email),
    ).toEqual([{ status: 'kontaktiert' }]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a refused field is marked (400, what was typed kept); then stored (303) and thanked for', async ({
      page,
    }) => {
      const email = `ohne-js.${stamp()}@cafe-lena.example`;
      await page.goto(`${PRODUCT}#beratung`);
      await fillContactForm(page, email);
      await page.getByLabel('Name*').fill(' ');
      const [refused] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Beratung anfragen' }).click(),
      ]);
      expect(refused.status()).toBe(400);
      await expect(page.getByText('Bitte Namen eingeben')).toBeVisible();
      await expect(page.getByLabel('Name*')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Unternehmen*')).toHaveValue('Café Lena');
      await expect(page.getByLabel('E-Mail-Adresse*')).toHaveValue(email);

      await page.getByLabel('Name*').fill('Lena Schmidt');
      const [stored] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Beratung anfragen' }).click(),
      ]);
      expect(stored.status()).toBe(303);
      await expect(page).toHaveURL(`${PRODUCT}?gesendet=1#beratung`);
      await expect(page.getByRole('heading', { name: /Danke für deine Anfrage!/ })).toBeVisible();
      expect(queryRows('select id from contact_requests where email = ?', email)).toHaveLength(1);
    });
  });
});

/** The slide host is outside this closed network: answered here. */
async function fakeSlideHost(context: BrowserContext) {
  await context.route('https://docs.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Slides</title>Slides' }),
  );
}

test.describe('the newsletter: double opt-in', () => {
  test('the box is unticked; ticked, the mail arrives, its link confirms once, its unsubscribe link works', async ({
    page,
    context,
  }) => {
    await fakeSlideHost(context);
    const email = `anna.${stamp()}@beispiel.example`;
    await page.goto(EBOOK, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Jetzt herunterladen - Kostenlos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gratis Download erhalten' });
    const box = dialog.getByRole('checkbox', {
      name: 'Ja, ich möchte den Newsletter mit Tipps & Tricks bekommen.',
    });
    await expect(box).not.toBeChecked();
    await dialog.getByLabel('Email-Adresse').fill(email);
    await box.check();
    await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Jetzt herunterladen', exact: true }).click(),
    ]);
    await expect(
      page.getByText(
        'Dein Download startet gleich. Bitte bestätige noch deine Newsletter-Anmeldung: Wir haben dir eine E-Mail geschickt.',
        { exact: true },
      ),
    ).toBeVisible();
    expect(subscription(email)?.status).toBe('pending');

    const mail = await mailTo(email);
    const links = newsletterLinks(mail);
    expect(links.subject).toMatch(/Newsletter/);
    expect(mail.text).toContain('Der Link ist 48 Stunden gültig.');
    expect(new URL(links.listUnsubscribe).pathname).toBe(links.unsubscribe.split('?')[0]);
    expect(links.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expectSenderIdentification(mail.text);

    // Following the link changes nothing until the button is pressed.
    await page.goto(links.confirm);
    await expect(
      page.getByRole('heading', { name: 'Newsletter-Anmeldung bestätigen' }),
    ).toBeVisible();
    expect(subscription(email)?.status).toBe('pending');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await expect(
      page.getByRole('heading', { name: /Danke, deine Anmeldung ist bestätigt!/ }),
    ).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await expect(page).not.toHaveURL(/token=/);
    const confirmed = subscription(email)!;
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmed_at).toBeTruthy();
    expect(
      queryRows<{ newsletter_opt_in: number }>(
        'select newsletter_opt_in from email_captures where email = ?',
        email,
      ),
    ).toEqual([{ newsletter_opt_in: 1 }]);

    // The same link again: refused, and said so.
    await page.goto(links.confirm);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await expect(
      page.getByRole('heading', { name: /Dieser Link wurde bereits verwendet/ }),
    ).toBeVisible();

    // Unsubscribing: the page's one button.
    await page.goto(links.unsubscribe);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByRole('heading', { name: /Du bist abgemeldet/ })).toBeVisible();
    expect(subscription(email)?.status).toBe('unsubscribed');
  });

  test('an expired link gets a clear page; a mail program’s one-click unsubscribe works', async ({
    page,
    request,
  }) => {
    const email = `spaet.${stamp()}@beispiel.example`;
    const asked = await request.post('/api/email/capture', {
      data: {
        email,
        newsletterOptIn: true,
        ebookCategory: 'Facebook',
        country: 'DE',
        language: 'de',
      },
    });
    expect(asked.status()).toBe(201);
    const links = newsletterLinks(await mailTo(email));
    // Two days later (the link is valid 48 hours).
    runSql(
      "update newsletter_subscriptions set confirm_token_expires_at = '2020-01-01 00:00:00.000' where email = ?",
      email,
    );
    await page.goto(links.confirm);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await expect(page.getByRole('heading', { name: /Dieser Link ist abgelaufen/ })).toBeVisible();
    expect(subscription(email)?.status).toBe('pending');

    // RFC 8058: the mail program POSTs List-Unsubscribe=One-Click to the List-Unsubscribe URL.
    const oneClick = await request.post(links.unsubscribe, {
      form: { 'List-Unsubscribe': 'One-Click' },
      maxRedirects: 0,
    });
    expect(oneClick.status()).toBe(200);
    expect(subscription(email)?.status).toBe('unsubscribed');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the confirmation page’s button posts (303) and the outcome is a page of its own', async ({
      page,
      request,
    }) => {
      const email = `ohne-js.${stamp()}@beispiel.example`;
      await request.post('/api/email/capture', {
        data: {
          email,
          newsletterOptIn: true,
          ebookCategory: 'Facebook',
          country: 'ES',
          language: 'es',
        },
      });
      const mail = await mailTo(email);
      const links = newsletterLinks(mail);
      expect(links.subject).toBe('Confirma tu suscripción a la newsletter');
      expect(links.confirm).toMatch(/^\/es_ES\//);
      await page.goto(links.confirm);
      const [posted] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Confirmar suscripción' }).click(),
      ]);
      expect(posted.status()).toBe(303);
      await expect(
        page.getByRole('heading', { name: /¡Gracias, tu suscripción está confirmada!/ }),
      ).toBeVisible();
      expect(subscription(email)?.status).toBe('confirmed');
    });
  });
});

/** The text part ends with the identification (after the '-- ' signature line); the HTML carries it too. */
function expectSenderIdentification(body: string) {
  const text = body.replace(/\r\n/g, '\n');
  const lines = [
    E2E_LEGAL_SETTINGS.LEGAL_COMPANY,
    E2E_LEGAL_SETTINGS.LEGAL_ADDRESS,
    `Registereintrag: ${E2E_LEGAL_SETTINGS.LEGAL_REGISTER}`,
    `Kontakt: ${E2E_LEGAL_SETTINGS.LEGAL_CONTACT}`,
    `Impressum: ${LEGAL_PAGES.imprint}`,
  ];
  const escape = (line: string) => line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The text part's last lines: the MIME boundary ('--…') follows them.
  expect(text).toMatch(new RegExp(`\\n-- \\n${lines.map(escape).join('\\n')}\\s*\\n--`));
  expect(text).toContain(lines.join('<br>'));
}

/** The external privacy page is outside this closed network: answered here. */
async function fakePrivacyPage(context: BrowserContext) {
  await context.route(`${LEGAL_PAGES.privacy}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Datenschutz</title>Datenschutz' }),
  );
}

/** The line right after the form's last submit button links the privacy notice; it opens in a new tab. */
async function expectPrivacyLinkAfter(lastButton: Locator, name: RegExp, context: BrowserContext) {
  const note = lastButton.locator('xpath=following-sibling::*[1]');
  const link = note.getByRole('link', { name });
  await expect(link).toHaveAttribute('href', LEGAL_PAGES.privacy);
  const [privacy] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(privacy).toHaveURL(LEGAL_PAGES.privacy);
  await privacy.close();
}

test.describe('the privacy notice next to every form that collects personal data', () => {
  test('e-book dialog, pre-registration and contact form link it, in the page’s language', async ({
    page,
    context,
  }) => {
    await fakePrivacyPage(context);
    await page.goto(EBOOK, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Jetzt herunterladen - Kostenlos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gratis Download erhalten' });
    await expectPrivacyLinkAfter(
      dialog.getByRole('button', { name: 'Überspringen' }),
      /^Datenschutzerklärung/,
      context,
    );
    await expect(dialog).toContainText('Wie wir deine Daten verarbeiten: Datenschutzerklärung');

    await page.goto('/es_ES/hellocash/hellopayment/mollie#voranmeldung', {
      waitUntil: 'networkidle',
    });
    await waitForHydration(page);
    await expectPrivacyLinkAfter(
      page.getByRole('button', { name: 'Preinscribirme ahora' }),
      /^Política de privacidad/,
      context,
    );

    await page.goto(PRODUCT, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await expectPrivacyLinkAfter(
      page.locator('section#beratung').getByRole('button', { name: 'Beratung anfragen' }),
      /^Datenschutzerklärung/,
      context,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the contact form and the e-book download page link it in the server’s HTML', async ({
      page,
      context,
    }) => {
      await fakePrivacyPage(context);
      await page.goto(`${PRODUCT}#beratung`);
      await expectPrivacyLinkAfter(
        page.getByRole('button', { name: 'Beratung anfragen' }),
        /^Datenschutzerklärung/,
        context,
      );
      await page.goto(`${EBOOK}/download`);
      await expectPrivacyLinkAfter(
        page.getByRole('button', { name: 'Überspringen' }),
        /^Datenschutzerklärung/,
        context,
      );
    });
  });
});
