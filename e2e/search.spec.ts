import { expect, test, type Page } from '@playwright/test';
import { queryRows } from './support/database';
import { waitForHydration } from './support/hydration';

/**
 * Issue 40: the site search. The header's field is a GET form to
 * /{locale}/suche, which the server renders with its results — with
 * JavaScript and without.
 */
const headerSearch = (page: Page) => page.getByRole('search', { name: 'Website durchsuchen' });
const results = (page: Page) => page.getByRole('list').filter({ has: page.locator('mark') });

async function searchFromHeader(page: Page, query: string) {
  await headerSearch(page).getByRole('searchbox').fill(query);
  await headerSearch(page).getByRole('button', { name: 'Finden' }).click();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header finds Verifactu despite a typo, labelled for Germany, words marked', async ({
    page,
  }) => {
    await page.goto('/de_DE');
    await searchFromHeader(page, 'Verifaktu');
    await expect(page).toHaveURL(/\/de_DE\/suche\?q=Verifaktu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Suche' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /\d+ Treffer für „Verifaktu“/ })).toBeVisible();
    // The header's field holds the query, to refine it in place.
    await expect(headerSearch(page).getByRole('searchbox')).toHaveValue('Verifaktu');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(results(page).locator('mark', { hasText: 'Verifactu' }).first()).toBeVisible();
    // Spain's content, shown to a visitor from Germany, says so.
    await expect(results(page).getByText('nur Spanien').first()).toBeVisible();
    // 10 per page, the next page a real link.
    await expect(results(page).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('link', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/\/de_DE\/suche\?q=Verifaktu&seite=2$/);
    await expect(page.getByText(/Seite 2 von \d+/)).toBeVisible();
  });

  test('German compounds: Kasse finds the Kassensystem', async ({ page }) => {
    await page.goto('/de_ES/suche?q=Kasse');
    await expect(
      results(page)
        .locator('mark', { hasText: /Kassensystem|Registrierkasse/ })
        .first(),
    ).toBeVisible();
  });

  test('no result: suggestions, the most read e-books, the contact form; the miss is counted', async ({
    page,
  }) => {
    const query = `Quxplorz ${Date.now()}`;
    await page.goto(`/de_DE/suche?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('heading', { name: `Keine Treffer für „${query}“` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Die meistgelesenen E-Books' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zum Kontaktformular' })).toHaveAttribute(
      'href',
      /#/,
    );
    await expect
      .poll(() =>
        queryRows<{ searches: number }>(
          'SELECT searches FROM search_misses WHERE query = ? AND language = ?',
          query.toLowerCase(),
          'de',
        ),
      )
      .toEqual([{ searches: 1 }]);
  });

  test('any bytes are safe: markup stays text, the query is bounded', async ({ page }) => {
    const hostile = '<img src=x onerror=alert(1)><script>alert(1)</script>';
    const answer = await page.goto(`/de_DE/suche?q=${encodeURIComponent(hostile)}%00%FF`);
    expect(answer?.status()).toBe(200);
    await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue(/^<img src=x/);
    const long = await page.goto(`/de_DE/suche?q=${'kasse'.repeat(100)}`);
    expect(long?.status()).toBe(200);
    await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue(
      'kasse'.repeat(40),
    );
  });
});

test('with JavaScript: the next page comes from the server without a reload, the same results', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/es_ES/suche?q=verifactu');
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { name: /\d+ resultados para «verifactu»/ }),
  ).toBeVisible();
  await expect(page.getByText('solo España')).toHaveCount(0);
  const first = await results(page).getByRole('heading', { level: 3 }).allTextContents();
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('link', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/seite=2$/);
  await expect(page.getByText(/Página 2 de \d+/)).toBeVisible();
  const second = await results(page).getByRole('heading', { level: 3 }).allTextContents();
  expect(second.filter((title) => first.includes(title))).toEqual([]);
  // A client-side navigation: the page was not loaded again.
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  // The header's form still leads to the server-rendered page.
  await searchFromHeaderEs(page, 'factura');
  await expect(page).toHaveURL(/\/es_ES\/suche\?q=factura$/);
  await expect(page.getByRole('heading', { name: /resultados? para «factura»/ })).toBeVisible();
  expect(problems).toEqual([]);
});

async function searchFromHeaderEs(page: Page, query: string) {
  const form = page.getByRole('search', { name: 'Buscar en el sitio' });
  // Focused with JavaScript, the search box becomes a combobox (e2e/search-suggestions.spec.ts): its label finds both.
  const field = form.getByLabel('Buscar en el sitio');
  await field.fill(query);
  await field.press('Enter');
}
