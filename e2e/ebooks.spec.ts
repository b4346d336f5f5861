import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { watchConsole } from './support/console';
import { chooseConsent } from './support/consent';
import { queryRows } from './support/database';
import { waitForHydration } from './support/hydration';

/** Seeded e-books (api/src/db/seeds/ebooks.ts): 8 offered in DE, 5 in ES, 5 in FR, each in its language. */
const LIST = '/de_DE/social-media-tipps-und-tricks';
const FACEBOOK = {
  id: '10000000-0000-4000-8000-000000000001',
  title: 'Facebook für lokale Unternehmen: Der Praxis-Leitfaden',
  path: `${LIST}/facebook-fuer-lokale-unternehmen-1`,
  slides:
    'https://docs.google.com/presentation/d/1SKAt9YrQEKiXiOYvnlCMZneoiArT4Zv_mVZ50apunFP/edit',
};
const ADS = {
  id: '10000000-0000-4000-8000-000000000002',
  title: 'Facebook und Instagram: Werbeanzeigen mit kleinem Budget',
  path: `${LIST}/facebook-und-instagram-werbeanzeigen-2`,
};
const PINTEREST = {
  id: '10000000-0000-4000-8000-000000000008',
  title: 'Pinterest für Händler: Produkte entdecken lassen',
  path: `${LIST}/pinterest-fuer-haendler-8`,
  slides:
    'https://docs.google.com/presentation/d/1F0vqhslKgxoWGtYRV2CqtOryKri4QtXzz0Lfca0T-AG/edit',
};

interface CaptureRow {
  visitor_id: string;
  email: string;
  newsletter_opt_in: number;
  ebook_category: string;
  ebook_id: string | null;
}
interface DownloadRow {
  visitor_id: string;
  ebook_category: string;
  ebook_id: string | null;
  device_type: string;
}

/**
 * The slide host is outside this closed network: it is answered here, and
 * each request's Referer header is kept (the spec wants none sent).
 */
async function fakeSlideHost(context: BrowserContext): Promise<{ referers: (string | null)[] }> {
  const referers: (string | null)[] = [];
  await context.route('https://docs.google.com/**', async (route) => {
    referers.push((await route.request().headerValue('referer')) ?? null);
    await route.fulfill({ contentType: 'text/html', body: '<title>Slides</title>Slides' });
  });
  return { referers };
}

/** The visitor's id: the tests that look for it gave Statistik consent first (issue 17). */
async function visitorIdOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'visitor_id');
  expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
  return cookie!.value;
}

/** The dialog is what a hydrated page does; before hydration the link leads to the download page. */
async function openDownloadDialog(page: Page) {
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Jetzt herunterladen - Kostenlos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gratis Download erhalten' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

test.describe('e-books', () => {
  test('the list shows the German e-books as cards; a card leads to the detail by numeric id', async ({
    page,
  }) => {
    const { problems } = watchConsole(page);
    await page.goto(LIST, { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Social Media Tipps & Tricks' }),
    ).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(8);
    await expect(page.getByText('Instagram pour les commerces de proximité')).toHaveCount(0);
    const card = page.getByRole('link', { name: new RegExp(FACEBOOK.title) });
    await expect(card).toContainText('GRATIS DOWNLOAD');
    // A count, or 'Neu' while nobody has downloaded one of its category.
    await expect(card.getByTestId('download-count')).toHaveText(
      /^(\d[\d.]*× heruntergeladen|Neu)$/,
    );
    // Its own description (the record has one), else 'Professionelle Tipps und Strategien für …'.
    await expect(card).toContainText(
      'Wie du mit deiner Facebook-Seite Kundschaft aus deiner Umgebung',
    );
    await expect(card).toContainText('Mehr erfahren & herunterladen');

    await card.click();
    await expect(page).toHaveURL(FACEBOOK.path);
    await expect(page.getByRole('heading', { level: 1, name: FACEBOOK.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Das erwartet dich:' })).toBeVisible();
    await expect(page).toHaveTitle(`${FACEBOOK.title} | helloMarketing`);
    expect(problems).toEqual([]);
  });

  test('the detail is found by UUID too, and moves to its canonical URL', async ({ page }) => {
    const { problems } = watchConsole(page);
    await page.goto(`${LIST}/ein-alter-link-${ADS.id}`, { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(ADS.path);
    await expect(page.getByRole('heading', { level: 1, name: ADS.title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(4);
    await page.getByRole('link', { name: 'Zurück zu allen E-Books' }).click();
    await expect(page).toHaveURL(LIST);
    expect(problems).toEqual([]);
  });

  test('the dialog rejects an invalid address and stores nothing', async ({ page }) => {
    await page.goto(FACEBOOK.path, { waitUntil: 'networkidle' });
    const dialog = await openDownloadDialog(page);
    const email = `kein-at-${Date.now()}`;
    await dialog.getByLabel('Email-Adresse').fill(email);
    await dialog.getByRole('button', { name: 'Jetzt herunterladen', exact: true }).click();
    await expect(dialog.getByText('Bitte gültige Email-Adresse eingeben')).toBeVisible();
    expect(queryRows('select * from email_captures where email = ?', email)).toHaveLength(0);
  });

  test('a valid address is stored, thanked for, and the slides open in a new tab', async ({
    page,
    context,
  }) => {
    const { referers } = await fakeSlideHost(context);
    await chooseConsent(context);
    await page.goto(FACEBOOK.path, { waitUntil: 'networkidle' });
    const visitorId = await visitorIdOf(context);
    const badge = page.getByRole('main').getByTestId('download-count');
    // 'Neu' until the category's first download.
    const before = Number((await badge.textContent())!.replace(/\D/g, ''));

    const dialog = await openDownloadDialog(page);
    const email = `anna.${Date.now()}@beispiel.de`;
    await dialog.getByLabel('Email-Adresse').fill(email);
    const [slides] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Jetzt herunterladen', exact: true }).click(),
    ]);

    await expect(slides).toHaveURL(FACEBOOK.slides);
    expect(await slides.evaluate(() => window.opener)).toBeNull();
    expect(referers).toEqual([null]);
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Vielen Dank!', { exact: true })).toBeVisible();
    await expect(page.getByText('Dein Download startet gleich.', { exact: true })).toBeVisible();
    await expect(badge).toHaveText(`${(before + 1).toLocaleString('de-DE')}× heruntergeladen`);

    expect(queryRows<CaptureRow>('select * from email_captures where email = ?', email)).toEqual([
      expect.objectContaining({
        visitor_id: visitorId,
        newsletter_opt_in: 0,
        ebook_category: 'Facebook',
        ebook_id: FACEBOOK.id,
      }),
    ]);
    await expect
      .poll(() =>
        queryRows<DownloadRow>(
          'select * from downloads where visitor_id = ? and ebook_id = ?',
          visitorId,
          FACEBOOK.id,
        ),
      )
      .toEqual([expect.objectContaining({ ebook_category: 'Facebook', device_type: 'desktop' })]);

    // The server's count agrees with the one shown.
    await page.reload({ waitUntil: 'networkidle' });
    await expect(badge).toHaveText(`${(before + 1).toLocaleString('de-DE')}× heruntergeladen`);
  });

  test('skipping opens the slides and tracks the download without storing an address', async ({
    page,
    context,
  }) => {
    await fakeSlideHost(context);
    await chooseConsent(context);
    await page.goto(PINTEREST.path, { waitUntil: 'networkidle' });
    const visitorId = await visitorIdOf(context);
    const dialog = await openDownloadDialog(page);
    const [slides] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Überspringen' }).click(),
    ]);
    await expect(slides).toHaveURL(PINTEREST.slides);
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => queryRows<DownloadRow>('select * from downloads where visitor_id = ?', visitorId))
      .toEqual([expect.objectContaining({ ebook_id: PINTEREST.id, ebook_category: 'Pinterest' })]);
    expect(queryRows('select * from email_captures where visitor_id = ?', visitorId)).toEqual([]);
  });

  test('a blocked popup leaves a visible link to the slides', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null; // what a popup blocker answers
    });
    await page.goto(PINTEREST.path, { waitUntil: 'networkidle' });
    const dialog = await openDownloadDialog(page);
    await dialog.getByRole('button', { name: 'Überspringen' }).click();
    const fallback = page.getByRole('alert').filter({ hasText: 'blockiert' });
    await expect(fallback).toContainText('Dein Browser hat den neuen Tab blockiert.');
    await expect(fallback.getByRole('link', { name: /E-Book hier öffnen/ })).toHaveAttribute(
      'href',
      PINTEREST.slides,
    );
  });

  test('an unknown e-book is a not-found page with status 404', async ({ page, request }) => {
    for (const segment of [
      'gibt-es-nicht-9999',
      'kein-id',
      `x-10000000-0000-4000-8000-0000000000ff`,
    ]) {
      const res = await request.get(`${LIST}/${segment}`);
      expect(res.status()).toBe(404);
      expect(await res.text()).toContain('E-Book nicht gefunden');
    }
    const response = await page.goto(`${LIST}/gibt-es-nicht-9999`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'E-Book nicht gefunden' }),
    ).toBeVisible();
    await expect(page.getByText('Das gesuchte E-Book existiert nicht.')).toBeVisible();
  });

  test('a wrong slug with a right id redirects on the server', async ({ request }) => {
    const res = await request.get(`${LIST}/falscher-slug-1?utm_source=test`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toMatch(
      /\/de_DE\/social-media-tipps-und-tricks\/facebook-fuer-lokale-unternehmen-1\?utm_source=test$/,
    );
  });

  for (const { locale, heading, free, title, path, highlights, bullet } of [
    {
      locale: 'es_ES',
      heading: 'Trucos y consejos para redes sociales',
      free: 'DESCARGA GRATUITA',
      title: 'Perfil de Empresa en Google: más llamadas desde la búsqueda local',
      path: 'perfil-de-empresa-en-google-13',
      highlights: 'Lo que te espera:',
      bullet: 'Conseguir más reseñas y responderlas como es debido',
    },
    {
      locale: 'fr_FR',
      heading: 'Trucs et astuces pour les réseaux sociaux',
      free: 'TÉLÉCHARGEMENT GRATUIT',
      title: 'Fiche d’établissement Google : plus d’appels grâce à la recherche locale',
      path: 'fiche-etablissement-google-17',
      highlights: 'Ce qui t’attend :',
      bullet: 'Obtenir plus d’avis et y répondre comme il faut',
    },
  ]) {
    test(`/${locale} lists its country's e-books in its language, none in German`, async ({
      page,
    }) => {
      const { problems } = watchConsole(page);
      const list = `/${locale}/social-media-tipps-und-tricks`;
      await page.goto(list, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(5);
      await expect(page.getByText(free).first()).toBeVisible();
      for (const german of [FACEBOOK.title, ADS.title, PINTEREST.title])
        await expect(page.getByText(german)).toHaveCount(0);

      await page.getByRole('link', { name: new RegExp(title) }).click();
      await expect(page).toHaveURL(`${list}/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: highlights })).toBeVisible();
      await expect(page.getByText(bullet)).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test("the success stories show the seeded testimonials of the visitor's country", async ({
    page,
  }) => {
    const { problems } = watchConsole(page);
    await page.goto('/de_DE/erfolgsgeschichten', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Erfolgsgeschichten' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(4);
    for (const name of ['Sabine Krüger', 'Mehmet Yılmaz', 'Julia Hofmann', 'Thomas Berger']) {
      await expect(page.getByText(name)).toBeVisible();
    }
    await expect(page.getByText('Camille Martin')).toHaveCount(0);
    await expect(page.getByText('Blumenhaus Krüger')).toBeVisible();
    await expect(page.getByText('Floristik')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the raw server HTML holds the titles', async ({ request }) => {
    const list = await (await request.get(LIST)).text();
    expect(list).toContain(
      '<title>Social Media Tipps und Tricks – kostenlose E-Books | helloMarketing</title>',
    );
    expect(list).toContain(FACEBOOK.title);
    expect(list).toContain(PINTEREST.title);
    expect(list).toMatch(/data-testid="download-count"[^>]*>(\d[\d.]*× heruntergeladen|Neu)</);

    const detail = await (await request.get(FACEBOOK.path)).text();
    expect(detail).toContain(`<title>${FACEBOOK.title} | helloMarketing</title>`);
    expect(detail).toContain(
      `<meta property="og:title" content="${FACEBOOK.title} | helloMarketing">`,
    );
    expect(detail).toMatch(new RegExp(`<h1[^>]*>${FACEBOOK.title}</h1>`));
    expect(detail).toContain('Das erwartet dich:');

    const stories = await (await request.get('/de_DE/erfolgsgeschichten')).text();
    expect(stories).toContain('Sabine Krüger');
  });

  test('axe: no serious or critical violations on list, detail and the open dialog', async ({
    page,
  }) => {
    await page.goto(LIST, { waitUntil: 'networkidle' });
    await expectNoSeriousViolations(page);
    await page.goto(FACEBOOK.path, { waitUntil: 'networkidle' });
    await expectNoSeriousViolations(page);
    await openDownloadDialog(page);
    await expectNoSeriousViolations(page);
    // The open dialog holds the focus; Escape gives it back to the button.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Jetzt herunterladen - Kostenlos' })).toBeFocused();
    await page.goto('/de_DE/erfolgsgeschichten', { waitUntil: 'networkidle' });
    await expectNoSeriousViolations(page);
  });
});
