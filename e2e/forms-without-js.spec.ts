import { expect, test, type Page } from '@playwright/test';
import { holdScripts } from './support/holdScripts';
import { chooseConsent } from './support/consent';
import { queryRows } from './support/database';

/*
 * Issue 15: every task that stores something works without JavaScript — the
 * forms are real HTML forms, posted to their page and handled by the page's
 * action on the shell's server (post/redirect/get) — and before hydration.
 */

const FEEDBACK = '/de_DE/feedback';
const MOLLIE = '/de_DE/hellocash/hellopayment/mollie';
const EBOOK = '/de_DE/social-media-tipps-und-tricks/facebook-fuer-lokale-unternehmen-1';
const EBOOK_ID = '10000000-0000-4000-8000-000000000001';
const SLIDES =
  'https://docs.google.com/presentation/d/1SKAt9YrQEKiXiOYvnlCMZneoiArT4Zv_mVZ50apunFP/edit';

/** Every URL the page asked for and every Location it was sent to. */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('response', (response) => {
    const location = response.headers()['location'];
    if (location) urls.push(location);
  });
  return urls;
}

/** The download page after the post: 'ready', the thanks (if any), the slides' link; a reload posts nothing. */
async function expectSlidesLinked(page: Page, thanks?: string) {
  await expect(page).toHaveURL(new RegExp(`${EBOOK}/download\\?gesendet=1&ergebnis=`));
  const ready = page.getByRole('status').filter({ hasText: 'Dein E-Book ist bereit' });
  await expect(ready).toBeVisible();
  if (thanks) await expect(ready).toContainText(thanks);
  await expect(ready.getByRole('link', { name: /^E-Book öffnen/ })).toHaveAttribute('href', SLIDES);
}

async function visitorId(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'visitor_id');
  expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
  return cookie!.value;
}

const feedbackRows = (text: string) =>
  queryRows<{ visitor_id: string | null }>(
    'select * from customer_feedback where feedback_text = ?',
    text,
  );

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // Leads and downloads carry the visitor id: given with Statistik consent (issue 17).
  test.beforeEach(({ context }) => chooseConsent(context));

  test('feedback: a short text gets the message and keeps the text; a valid one is stored and thanked for, once', async ({
    page,
  }) => {
    await page.goto(FEEDBACK);
    const field = page.getByLabel('Sei ehrlich, bitte...');
    const short = `kurz${Date.now() % 1000}`;
    await field.fill(short);
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'JETZT absenden' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByText('Bitte mindestens 10 Zeichen eingeben')).toBeVisible();
    await expect(field).toHaveValue(short);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(feedbackRows(short)).toEqual([]);

    const text = `Ohne JavaScript: bitte Terminbuchung (${Date.now()})`;
    await field.fill(text);
    await page.getByRole('button', { name: 'JETZT absenden' }).click();
    await expect(page.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();
    await expect(page).toHaveURL(`${FEEDBACK}?gesendet=1`);
    expect(feedbackRows(text)).toEqual([
      expect.objectContaining({ visitor_id: await visitorId(page) }),
    ]);

    // Post/redirect/get: a reload shows the thank-you view and posts nothing.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();
    expect(feedbackRows(text)).toHaveLength(1);

    await page.getByRole('link', { name: 'Weiteres Feedback senden' }).click();
    await expect(page.getByLabel('Sei ehrlich, bitte...')).toHaveValue('');
  });

  test('pre-registration: a bad address gets the message; a good one is stored with the success card; no URL holds it', async ({
    page,
  }) => {
    const urls = watchUrls(page);
    // A phone: the form is far below the top of the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(MOLLIE);
    const bad = `kein-at-${Date.now()}.de`;
    await page.getByLabel('Email-Adresse*').fill(bad);
    await page.getByLabel('Wie groß ist dein Interesse?').selectOption('low');
    await page.getByRole('button', { name: 'Jetzt voranmelden' }).click();
    // The answer opens at the form, not at the top of the page.
    await expect(page.getByText('Bitte gültige Email-Adresse eingeben')).toBeInViewport();
    await expect(page.getByLabel('Email-Adresse*')).toHaveValue(bad);
    await expect(page.getByLabel('Wie groß ist dein Interesse?')).toHaveValue('low');

    const email = `ohne-js-${Date.now()}@beispiel.de`;
    await page.getByLabel('Email-Adresse*').fill(email);
    await page.getByRole('button', { name: 'Jetzt voranmelden' }).click();
    await expect(page.getByText('✓ Erfolgreich vorangemeldet!')).toBeVisible();
    await expect(
      page.getByText('Deine Voranmeldung für Mollie ist gespeichert. Wir melden uns bei dir.'),
    ).toBeVisible();
    await expect(page.getByLabel('Email-Adresse*')).toHaveValue('');
    expect(queryRows('select * from payment_leads where email = ?', email)).toEqual([
      expect.objectContaining({
        provider: 'mollie',
        interest_level: 'low',
        visitor_id: await visitorId(page),
      }),
    ]);
    expect(queryRows('select * from payment_leads where email = ?', bad)).toEqual([]);

    const leaked = urls.filter(
      (url) => url.includes(encodeURIComponent(email)) || url.includes(email) || url.includes(bad),
    );
    expect(leaked).toEqual([]);
  });

  test('e-book: the button leads to the download form; with an address it is stored, the download tracked, the slides reached', async ({
    page,
  }) => {
    const urls = watchUrls(page);
    await page.goto(EBOOK);
    await page.getByRole('link', { name: 'Jetzt herunterladen - Kostenlos' }).click();
    await expect(page).toHaveURL(`${EBOOK}/download`);
    await expect(page.getByRole('heading', { name: 'Gratis Download erhalten' })).toBeVisible();
    const visitor = await visitorId(page);

    await page.getByLabel('Email-Adresse').fill('kein-at');
    await page.getByRole('button', { name: 'Jetzt herunterladen', exact: true }).click();
    await expect(page.getByText('Bitte gültige Email-Adresse eingeben')).toBeVisible();

    const email = `leserin.${Date.now()}@beispiel.de`;
    await page.getByLabel('Email-Adresse').fill(email);
    await page.getByRole('button', { name: 'Jetzt herunterladen', exact: true }).click();
    // The form ends on the site (CSP form-action 'self'): the page links the slides.
    await expectSlidesLinked(page, 'Vielen Dank! Deine Email-Adresse ist gespeichert.');
    expect(queryRows('select * from email_captures where email = ?', email)).toEqual([
      expect.objectContaining({
        visitor_id: visitor,
        newsletter_opt_in: 0,
        ebook_category: 'Facebook',
        ebook_id: EBOOK_ID,
      }),
    ]);
    expect(
      queryRows('select * from downloads where visitor_id = ? and ebook_id = ?', visitor, EBOOK_ID),
    ).toEqual([expect.objectContaining({ ebook_category: 'Facebook', device_type: 'desktop' })]);
    expect(urls.filter((url) => url.includes(email) || url.includes('kein-at'))).toEqual([]);
  });

  test("e-book: 'Überspringen' tracks the download and reaches the slides without storing an address", async ({
    page,
  }) => {
    await page.goto(`${EBOOK}/download`);
    const visitor = await visitorId(page);
    await page.getByRole('button', { name: 'Überspringen' }).click();
    await expectSlidesLinked(page);
    expect(queryRows('select * from downloads where visitor_id = ?', visitor)).toEqual([
      expect.objectContaining({ ebook_id: EBOOK_ID, ebook_category: 'Facebook' }),
    ]);
    expect(queryRows('select * from email_captures where visitor_id = ?', visitor)).toEqual([]);
  });
});

test.describe('posts the server refuses, with the site page', () => {
  test('a page without a form answers 405', async ({ request }) => {
    const answer = await request.post('/de_DE/roadmap', { form: { x: '1' } });
    expect(answer.status()).toBe(405);
    expect(answer.headers()['allow']).toBe('GET, HEAD');
    expect(await answer.text()).toContain('<main');
  });

  test('another content type answers 415, a body over the limit 413', async ({ request }) => {
    const json = await request.post(FEEDBACK, { data: { feedbackText: 'x'.repeat(20) } });
    expect(json.status()).toBe(415);
    expect(await json.text()).toContain('Was willst DU eigentlich?');
    const huge = await request.post(FEEDBACK, { form: { feedbackText: 'x'.repeat(100_000) } });
    expect(huge.status()).toBe(413);
    expect(await huge.text()).toContain('Was willst DU eigentlich?');
  });

  test('a stored post answers 303 to the page flagged as sent', async ({ request }) => {
    const answer = await request.post(FEEDBACK, {
      form: { feedbackText: `Per Formular gesendet (${Date.now()})` },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers()['location']).toBe(`${FEEDBACK}?gesendet=1`);
  });
});

test.describe('before hydration (the shell scripts held back)', () => {
  test('a feedback submitted before hydration is stored and thanked for', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(FEEDBACK, { waitUntil: 'commit' });
    const text = `Vor der Hydrierung gesendet (${Date.now()})`;
    await page.getByLabel('Sei ehrlich, bitte...').fill(text);
    await page.getByRole('button', { name: 'JETZT absenden' }).click();
    await expect(page.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();
    expect(feedbackRows(text)).toHaveLength(1);
    release();
  });

  test('a click on the download button before hydration leads to the download form', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(EBOOK, { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Jetzt herunterladen - Kostenlos' }).click();
    await expect(page.getByRole('heading', { name: 'Gratis Download erhalten' })).toBeVisible();
    await expect(page).toHaveURL(`${EBOOK}/download`);
    release();
  });
});
