import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { pageProblems } from './support/pageProblems';
import { waitForHydration } from './support/hydration';
import { chooseConsent } from './support/consent';
import { queryRows } from './support/database';
import { plainSpaces } from './support/text';

interface PaymentLeadRow {
  email: string;
  provider: string;
  interest_level: string | null;
  visitor_id: string;
}

const COMPARISON = '/de_DE/hellocash/hellopayment';

const leadsFor = (email: string) =>
  queryRows<PaymentLeadRow>('select * from payment_leads where email = ?', email);

async function visitorId(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  const id = cookies.find((cookie) => cookie.name === 'visitor_id')?.value;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

test.describe('payment provider comparison', () => {
  test('shows both providers with their prices, server-rendered, without a console problem', async ({
    page,
    request,
  }) => {
    const res = await request.get(COMPARISON);
    expect(res.status()).toBe(200);
    const html = plainSpaces(await res.text());
    for (const text of ['Mollie', 'Adyen', '1,9 % + 0,25 €', 'Individuelle Preisgestaltung'])
      expect(html).toContain(text);

    const { problems } = watchConsole(page);
    await page.goto(COMPARISON, { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'helloPayment: schneller bezahlt werden' }),
    ).toBeVisible();
    const mollie = page.getByRole('article', { name: 'Mollie' });
    expect(plainSpaces(await mollie.getByText(/\+/).textContent())).toBe('1,9 % + 0,25 €');
    await expect(mollie.getByText('pro erfolgreicher Transaktion')).toBeVisible();
    await expect(mollie.locator('dd')).toHaveText(['0 €', '0 €', '0 €', 'in 1–2 Werktagen'], {
      useInnerText: true,
    });
    await expect(
      page.getByRole('article', { name: 'Adyen' }).getByText('Individuelle Preisgestaltung'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(pageProblems(problems)).toEqual([]);
  });

  test("'Mehr Details' opens the provider page", async ({ page }) => {
    await page.goto(COMPARISON, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Mehr Details zu Adyen' }).click();
    await expect(page).toHaveURL(/\/de_DE\/hellocash\/hellopayment\/adyen$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Adyen mit helloCASH' }),
    ).toBeVisible();
    for (const heading of [
      'Deine Vorteile',
      'Preismodell',
      'Terminal-Funktionen',
      'Für wen geeignet?',
    ])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  });

  test("'Jetzt voranmelden' lands on the provider's pre-registration form", async ({ page }) => {
    await page.goto(COMPARISON, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Jetzt voranmelden zu Mollie' }).click();
    await expect(page).toHaveURL(/\/de_DE\/hellocash\/hellopayment\/mollie#voranmeldung$/);
    await expect(
      page.getByRole('heading', { name: 'Jetzt für Mollie voranmelden' }),
    ).toBeInViewport();
    await expect(page.getByLabel('Email-Adresse*')).toBeInViewport();
  });

  test('es_ES and fr_FR speak their languages', async ({ page }) => {
    await page.goto('/es_ES/hellocash/hellopayment', { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'helloPayment: cobra más rápido' }),
    ).toBeVisible();
    await expect(page.getByText('por transacción completada')).toBeVisible();
    await expect(page.getByRole('link', { name: /Preinscríbete ahora/ }).first()).toBeVisible();

    await page.goto('/fr_FR/hellocash/hellopayment/adyen', { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Adyen avec helloCASH' }),
    ).toBeVisible();
    await expect(page.getByLabel('Adresse e-mail*')).toBeVisible();
    await expect(page.getByLabel('Quel est ton niveau d’intérêt ?')).toHaveValue('high');
  });

  test('raw HTML of a provider page holds its facts and a form that posts to the page', async ({
    request,
  }) => {
    const res = await request.get('/de_DE/hellocash/hellopayment/mollie');
    expect(res.status()).toBe(200);
    const html = plainSpaces(await res.text());
    for (const text of [
      'Mollie mit helloCASH',
      'Preismodell',
      '1,9 % + 0,25 €',
      'id="voranmeldung"',
    ])
      expect(html).toContain(text);
    expect(html).toMatch(/<option value="high" selected="">Hoch - Sofort starten<\/option>/);
    // Usable before hydration: posted to the page's action, never a GET with the address in the URL;
    // the answer opens at the form's card (a refused address shows where it was typed).
    expect(html).toMatch(
      /<form [^>]*action="\/de_DE\/hellocash\/hellopayment\/mollie#voranmeldung" method="post"/,
    );
    expect(html).toMatch(/<button type="submit"[^>]*>Jetzt voranmelden<\/button>/);
    expect(html).not.toMatch(/<button type="submit" disabled=""[^>]*>Jetzt voranmelden/);
  });

  test('an unknown provider is the 404 page', async ({ request }) => {
    const res = await request.get('/de_DE/hellocash/hellopayment/paypal');
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('404 Page Not Found');
  });
});

test.describe('pre-registration', () => {
  for (const [provider, name, interest] of [
    ['mollie', 'Mollie', 'medium'],
    ['adyen', 'Adyen', 'high'],
  ] as const) {
    test(`a valid pre-registration for ${name} is stored with provider, interest and visitor`, async ({
      page,
      context,
    }) => {
      // The lead carries the visitor id: given with Statistik consent (issue 17).
      await chooseConsent(context);
      const { problems } = watchConsole(page);
      await page.goto(`/de_DE/hellocash/hellopayment/${provider}`, { waitUntil: 'networkidle' });
      // The toast is the hydrated page's; without script see forms-without-js.spec.ts.
      await waitForHydration(page);
      await expectNoSeriousA11yViolations(page);
      const email = `inhaber-${provider}-${Date.now()}@beispiel.de`;
      await page.getByLabel('Email-Adresse*').fill(email);
      await expect(page.getByLabel('Wie groß ist dein Interesse?')).toHaveValue('high');
      if (interest !== 'high')
        await page.getByLabel('Wie groß ist dein Interesse?').selectOption(interest);
      await page.getByRole('button', { name: 'Jetzt voranmelden' }).click();

      await expect(page.getByText('✓ Erfolgreich vorangemeldet!')).toBeVisible();
      await expect(
        page.getByText(`Deine Voranmeldung für ${name} ist gespeichert. Wir melden uns bei dir.`),
      ).toBeVisible();
      // The toast (Radix also repeats it in a live region for screen readers).
      await expect(
        page.getByText(
          'Ihre Voranmeldung wurde erfolgreich gespeichert. Wir melden uns bei Ihnen.',
          { exact: true },
        ),
      ).toBeVisible();
      await expect(page.getByLabel('Email-Adresse*')).toHaveValue('');

      expect(leadsFor(email)).toEqual([
        expect.objectContaining({
          email,
          provider,
          interest_level: interest,
          visitor_id: await visitorId(page),
        }),
      ]);
      expect(pageProblems(problems)).toEqual([]);
    });
  }

  test('an invalid e-mail address stores nothing', async ({ page }) => {
    await page.goto('/de_DE/hellocash/hellopayment/mollie', { waitUntil: 'networkidle' });
    const invalid = `kein-at-zeichen-${Date.now()}.de`;
    await page.getByLabel('Email-Adresse*').fill(invalid);
    await page.getByRole('button', { name: 'Jetzt voranmelden' }).click();
    await expect(page.getByText('Bitte gültige Email-Adresse eingeben')).toBeVisible();
    await expect(page.getByText('✓ Erfolgreich vorangemeldet!')).toHaveCount(0);
    expect(leadsFor(invalid)).toEqual([]);
  });

  test('a failed save keeps the input and says so', async ({ page }) => {
    await page.goto('/de_DE/hellocash/hellopayment/adyen', { waitUntil: 'networkidle' });
    // The browser's router runs the action (and its API call, answered here) once hydrated.
    await waitForHydration(page);
    await page.route('**/api/payment-leads', (route) =>
      route.fulfill({ status: 503, json: { message: 'Datenbank nicht erreichbar' } }),
    );
    const email = `ausfall-${Date.now()}@beispiel.de`;
    await page.getByLabel('Email-Adresse*').fill(email);
    await page.getByRole('button', { name: 'Jetzt voranmelden' }).click();
    await expect(page.getByText('Fehler', { exact: true })).toBeVisible();
    await expect(page.getByText('Datenbank nicht erreichbar', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Email-Adresse*')).toHaveValue(email);
    await expect(page.getByRole('button', { name: 'Jetzt voranmelden' })).toBeEnabled();
  });
});
