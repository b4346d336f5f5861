import { expect, test, type Page } from '@playwright/test';
import { queryRows } from './support/database';
import { holdScripts } from './support/holdScripts';
import { waitForHydration } from './support/hydration';
import { announcedExpanded, popoverOpen } from './support/popover';

/**
 * Issue 15: every visitor task of the Verifactu section and the header works
 * from the server HTML alone (JavaScript off), and a click made before
 * hydration is not lost.
 */
const HUB = 'hellocash/verifactu';
const question = (page: Page, n: number) =>
  page.getByRole('group', { name: new RegExp(`^${n}\\. `) });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('muss-ich: the answers give the result, a link starts again', async ({ page }) => {
    await page.goto(`/de_ES/${HUB}/muss-ich`);
    await question(page, 1).getByRole('radio', { name: 'Ja' }).check();
    await page.getByRole('button', { name: 'Ergebnis anzeigen' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Bitte beantworte noch: Kasse oder Software und SII, Baskenland oder Navarra',
    );
    // The answers survive the round trip to the server.
    await expect(question(page, 1).getByRole('radio', { name: 'Ja' })).toBeChecked();
    await question(page, 2).getByRole('radio', { name: 'Ja' }).check();
    await question(page, 3).getByRole('radio', { name: 'Nein' }).check();
    await page.getByRole('button', { name: 'Ergebnis anzeigen' }).click();
    await expect(page).toHaveURL(/taxedInSpain=yes&usesSoftware=yes&exemptRegime=no&result=/);
    await expect(page.getByRole('heading', { name: /Ja, Verifactu gilt für dich/ })).toBeVisible();
    await expect(page.getByText(/ab 1\. Januar 2027 .* ab 1\. Juli 2027/)).toBeVisible();

    await page.getByRole('link', { name: 'Neu starten' }).click();
    await expect(page).toHaveURL(new RegExp(`/de_ES/${HUB}/muss-ich$`));
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  });

  test('reicht-meine-kasse: the checklist says what is missing', async ({ page }) => {
    await page.goto(`/es_ES/${HUB}/reicht-meine-kasse`);
    for (const [index, answer] of ['Sí', 'No', 'Sí', 'Sí', 'No'].entries())
      await question(page, index + 1)
        .getByRole('radio', { name: answer })
        .check();
    await page.getByRole('button', { name: 'Ver resultado' }).click();
    await expect(
      page.getByRole('heading', { name: /Tu caja todavía no está lista/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Descubre helloCASH' })).toHaveAttribute(
      'href',
      '/es_ES/hellocash',
    );
  });

  test('glossary: the search is answered by the server', async ({ page }) => {
    await page.goto(`/de_ES/${HUB}/glossar`);
    const all = await page.getByRole('term').count();
    expect(all).toBeGreaterThan(3);
    await page.getByRole('searchbox', { name: 'Begriff suchen' }).fill('steuerbehörde');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/glossar\?q=steuerbeh%C3%B6rde$/);
    const shown = await page.getByRole('term').allTextContents();
    expect(shown).toContain('AEAT');
    expect(shown.length).toBeLessThan(all);
    await expect(page.getByRole('status')).toHaveText(`${shown.length} von ${all} Begriffen`);
    await expect(page.getByRole('searchbox', { name: 'Begriff suchen' })).toHaveValue(
      'steuerbehörde',
    );
  });

  test('FAQ: every answer is in the HTML, a question opens with a click', async ({
    page,
    request,
  }) => {
    const faqs = (await (
      await request.get('/api/faqs?country=ES&category=verifactu&language=de')
    ).json()) as { question: string; answer: string }[];
    expect(faqs.length).toBeGreaterThan(2);
    const html = await (await request.get(`/de_ES/${HUB}/faq`)).text();
    for (const faq of faqs) expect(html).toContain(faq.answer.replace(/&/g, '&amp;'));

    await page.goto(`/de_ES/${HUB}/faq`);
    const first = page.locator('details').filter({ hasText: faqs[0]!.question });
    await expect(first.getByText(faqs[0]!.answer)).toBeHidden();
    await first.locator('summary').click();
    await expect(first.getByText(faqs[0]!.answer)).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(
      faqs.length,
    );
  });

  test('a page view is counted cookieless, with country, language and the campaign (issue 41)', async ({
    page,
  }) => {
    const source = `ohne-skript-${Date.now()}`;
    await page.goto(`/fr_ES/${HUB}/muss-ich?utm_source=${source}&utm_medium=print`);
    await expect
      .poll(() =>
        queryRows<Record<string, string>>(
          'SELECT url, country, language, utm_medium, device_type FROM page_views WHERE utm_source = ?',
          source,
        ),
      )
      .toEqual([
        {
          url: `/${HUB}/muss-ich`,
          country: 'ES',
          language: 'fr',
          utm_medium: 'print',
          device_type: 'desktop',
        },
      ]);
  });

  test('the header dropdowns open and lead to their pages', async ({ page }) => {
    await page.goto('/de_DE');
    await mainNav(page).getByRole('button', { name: 'helloCASH' }).click();
    const menu = page.getByRole('menu', { name: 'helloCASH' });
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Kassensystem' }).click();
    await expect(page).toHaveURL(/\/de_DE\/hellocash\/pos-system$/);

    await mainNav(page).getByRole('button', { name: 'helloMarketing' }).click();
    await expect(page.getByRole('menu', { name: 'helloMarketing' })).toBeVisible();
    // Escape closes it again.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu', { name: 'helloMarketing' })).toBeHidden();
  });

  test('country, language and theme switch through the server', async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/de_DE/about');
    await page.getByRole('combobox', { name: 'Land' }).selectOption('ES');
    await page.getByRole('button', { name: 'Übernehmen' }).click();
    // A country brings its default language.
    await expect(page).toHaveURL(/\/es_ES\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Qué es helloMarketing?');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('de');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page).toHaveURL(/\/de_ES\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // Stored: a bare visit comes back to it.
    await page.goto('/');
    await expect(page).toHaveURL(/\/de_ES$/);

    // Dark by default (SPEC §4); the toggle is a form the server answers.
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: /Design/ }).click();
    await expect(page).toHaveURL(/\/de_ES$/);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'pref_theme')?.value).toBe('light');
    await page.getByRole('button', { name: /Design/ }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the 'Menü' sheet opens, holds every row and leads to its pages", async ({ page }) => {
      await page.goto('/de_DE');
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      const sheet = page.getByRole('dialog', { name: 'Menü' });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('link', { name: 'Kassensystem' })).toBeVisible();
      await expect(sheet.getByLabel('Land')).toHaveValue('DE');
      await sheet.getByRole('button', { name: 'Menü schließen' }).click();
      await expect(sheet).toBeHidden();

      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await sheet.getByLabel('Sprache').selectOption('fr');
      await sheet.getByRole('button', { name: 'Übernehmen' }).click();
      await expect(page).toHaveURL(/\/fr_DE$/);
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Feuille de route' }).click();
      await expect(page).toHaveURL(/\/fr_DE\/roadmap$/);
    });
  });
});

test.describe('before hydration', () => {
  test('a FAQ question clicked before hydration opens, and stays open after', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(`/de_ES/${HUB}/faq`, { waitUntil: 'commit' });
    const first = page.locator('details').first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    release();
    await waitForHydration(page, 'main h1');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(first).toHaveAttribute('open', '');
    await expect(first.locator('p')).toBeVisible();
    // Hydrated: a second click closes it as a native details does.
    await first.locator('summary').click();
    await expect(first).not.toHaveAttribute('open');
  });

  test('answers checked before hydration count for the result', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(`/de_ES/${HUB}/muss-ich`, { waitUntil: 'commit' });
    await question(page, 1).getByRole('radio', { name: 'Ja' }).check();
    await question(page, 2).getByRole('radio', { name: 'Ja' }).check();
    release();
    await waitForHydration(page, 'main h1');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await question(page, 3).getByRole('radio', { name: 'Nein' }).check();
    await expect(question(page, 1).getByRole('radio', { name: 'Ja' })).toBeChecked();
    await page.getByRole('button', { name: 'Ergebnis anzeigen' }).click();
    await expect(page.getByRole('heading', { name: /Ja, Verifactu gilt für dich/ })).toBeVisible();
    // Answered in place, without a round trip.
    await expect(page).toHaveURL(new RegExp(`/de_ES/${HUB}/muss-ich$`));
  });

  test('a dropdown opened before hydration stays open and is announced as open', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/de_DE', { waitUntil: 'commit' });
    const trigger = mainNav(page).getByRole('button', { name: 'helloCASH' });
    await trigger.click();
    const menu = page.getByRole('menu', { name: 'helloCASH' });
    await expect(menu).toBeVisible();
    release();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(menu).toBeVisible();
    expect(await popoverOpen(menu)).toBe(true);
    await expect.poll(() => announcedExpanded(page, trigger)).toBe(true);
  });

  test('a country chosen before hydration is applied once hydrated', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/de_DE/about', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Land' }).selectOption('FR');
    release();
    await expect(page).toHaveURL(/\/fr_FR\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Qu’est-ce que helloMarketing ?',
    );
  });
});
