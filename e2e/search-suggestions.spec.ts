import { expect, test, type Page } from '@playwright/test';
import { seriousA11yViolations } from './support/axe';
import { waitForHydration } from './support/hydration';

/**
 * Issue 40, part 2: the header's field suggests as you type. Its code is a
 * chunk of its own, loaded on the field's first focus; until then (and
 * without JavaScript) the field is the plain GET form of e2e/search.spec.ts.
 */
const SUGGEST_CHUNK = /\/static\/search-suggest\.[^/]+\.js$/;

const header = (page: Page, name: string) => page.getByRole('search', { name });

/** Where a link leads, below the site: path and anchor. */
const pathOf = (url: string) => {
  const { pathname, hash } = new URL(url);
  return pathname + hash;
};

function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('Spanish: verif suggests results with their kind, the count is announced, arrows and Enter open one', async ({
  page,
}) => {
  const problems = watchErrors(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/es_ES');
  await waitForHydration(page);
  expect(requests.filter((url) => SUGGEST_CHUNK.test(url))).toEqual([]);

  const form = header(page, 'Buscar en el sitio');
  await form.getByRole('searchbox').click();
  const field = form.getByRole('combobox', { name: 'Buscar en el sitio' });
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await field.pressSequentially('verif', { delay: 30 });

  const listbox = page.getByRole('listbox', { name: 'Sugerencias' });
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(field).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '');
  const options = listbox.getByRole('option');
  const count = await options.count();
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThanOrEqual(6);
  await expect(options.first()).toContainText(/veri\*?factu/i);
  // Each labelled with its kind, as on the search page.
  for (const option of await options.all()) {
    await expect(option).toHaveText(
      /^(E-book|Producto|Caso de éxito|FAQ|Glosario|Hoja de ruta|Página) \S/,
    );
  }
  await expect(form.getByRole('status')).toHaveText(/^\d+ resultados?$/);
  // Typing is no search: the suggestions ask with vorschlag=1, the visitor's last word only.
  const asked = requests.filter((url) => url.includes('/es_ES/suche.json'));
  expect(asked.at(-1)).toMatch(/\?q=verif&vorschlag=1$/);
  expect(asked.length).toBeLessThanOrEqual(2);

  expect(await seriousA11yViolations(page)).toEqual([]);

  await field.press('ArrowDown');
  await field.press('ArrowDown');
  const second = options.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  const href = (await second.getAttribute('href'))!;
  expect(href).toMatch(/^\/es_ES\//);
  await field.press('Enter');
  await expect.poll(() => pathOf(page.url())).toBe(href);
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(problems).toEqual([]);
});

test('German: Escape closes and keeps the text, ArrowDown opens again, Enter without a highlight searches', async ({
  page,
}) => {
  const problems = watchErrors(page);
  await page.goto('/de_DE');
  await waitForHydration(page);
  const form = header(page, 'Website durchsuchen');
  await form.getByRole('searchbox').click();
  const field = form.getByRole('combobox', { name: 'Website durchsuchen' });
  await field.pressSequentially('verif', { delay: 30 });
  const options = page.getByRole('listbox', { name: 'Vorschläge' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(form.getByRole('status')).toHaveText(/^\d+ Treffer$/);

  await field.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(options).toHaveCount(0);
  await expect(field).toHaveValue('verif');

  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const href = (await options.first().getAttribute('href'))!;
  // A real link: it opens with a plain click too (here: the keyboard's Enter).
  await field.press('Enter');
  await expect.poll(() => pathOf(page.url())).toBe(href);

  // Enter with nothing highlighted is the form's own search.
  await field.fill('verif');
  await expect(options.first()).toBeVisible();
  await field.press('Enter');
  await expect(page).toHaveURL(/\/de_DE\/suche\?q=verif$/);
  await expect(page.getByRole('heading', { name: /\d+ Treffer für „verif“/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('typed before the chunk arrives: the text is kept, suggestions follow; a click opens one', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SUGGEST_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/de_DE');
  await waitForHydration(page);
  const form = header(page, 'Website durchsuchen');
  const box = form.getByRole('searchbox');
  await box.pressSequentially('verif', { delay: 20 });
  await expect(box).toHaveValue('verif');
  release();
  const field = form.getByRole('combobox', { name: 'Website durchsuchen' });
  await expect(field).toHaveValue('verif');
  const option = page.getByRole('listbox', { name: 'Vorschläge' }).getByRole('option').first();
  const href = (await option.getAttribute('href'))!;
  await option.click();
  await expect.poll(() => pathOf(page.url())).toBe(href);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the suggestions fit the screen', async ({ page }) => {
    await page.goto('/es_ES');
    await waitForHydration(page);
    const form = header(page, 'Buscar en el sitio');
    await form.getByRole('searchbox').click();
    await form.getByRole('combobox').pressSequentially('verif', { delay: 30 });
    const listbox = page.getByRole('listbox', { name: 'Sugerencias' });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    const box = (await listbox.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    for (const option of await listbox.getByRole('option').all()) {
      const optionBox = (await option.boundingBox())!;
      expect(optionBox.x + optionBox.width).toBeLessThanOrEqual(375);
    }
  });
});
