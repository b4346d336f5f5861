import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseConsent } from './support/consent';
import { measureContrast } from './support/contrast';
import { gotoHydrated } from './support/navigation';

/**
 * Issue 40: text over a gradient or a tint, where axe cannot decide, measured
 * on the rendered page in both themes: the home hero's texts over its
 * gradients, the roadmap's status badges.
 */
async function expectReadable(elements: Locator) {
  const count = await elements.count();
  expect(count).toBeGreaterThan(0);
  const failing = [];
  for (let index = 0; index < count; index++) {
    const contrast = await measureContrast(elements.nth(index));
    if (contrast.ratio < contrast.required) failing.push(contrast);
  }
  expect(failing).toEqual([]);
}

const hero = (page: Page) => page.locator('main section').first();

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.beforeEach(async ({ page, context }) => {
      await chooseConsent(context, 'reject-all');
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    });

    test("the home hero's texts over its gradients", async ({ page }) => {
      await gotoHydrated(page, '/de_DE');
      await expect(page.locator('html')).toHaveClass(
        colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/,
      );
      await expectReadable(hero(page).locator('h1, p'));
    });

    test("the roadmap's status badges", async ({ page }) => {
      await gotoHydrated(page, '/de_DE/roadmap');
      await expectReadable(
        page.locator('li[data-status]').getByText(/^(Aktuell|Erledigt|In Arbeit|Geplant)$/),
      );
    });
  });
}

test('the measurement catches text too light for its background', async ({ page, context }) => {
  await chooseConsent(context, 'reject-all');
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page, '/de_DE/roadmap');
  const badge = page.locator('li[data-status]').getByText('Geplant').first();
  await page.addStyleTag({ content: 'li[data-status] span { color: #999999 !important; }' });
  // #999 on a white card: 2.85:1.
  const contrast = await measureContrast(badge);
  expect(contrast.ratio).toBeLessThan(3);
  expect(contrast.ratio).toBeGreaterThan(2.5);
  expect(contrast.required).toBe(4.5);
});
