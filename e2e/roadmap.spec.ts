import { expect, test } from '@playwright/test';

test.describe('roadmap', () => {
  test('shows 6 items from 15.09.2025 to Q2 2026 with one marked current', async ({ page }) => {
    await page.goto('/de_DE/roadmap');
    await expect(page.getByRole('heading', { level: 1, name: 'Ausblick' })).toBeVisible();
    const items = page.locator('li[data-status]');
    await expect(items).toHaveCount(6);
    await expect(items.first()).toContainText('15.09.2025');
    await expect(items.last()).toContainText('Q2 2026');
    await expect(page.getByText('Aktuell', { exact: true })).toHaveCount(1);
    await expect(page.locator('li[data-status="current"]')).toHaveCount(1);
  });

  test('speaks Spanish under es_ES, dates included', async ({ page }) => {
    await page.goto('/es_ES/roadmap');
    await expect(page.getByRole('heading', { level: 1, name: 'Hoja de ruta' })).toBeVisible();
    const items = page.locator('li[data-status]');
    await expect(items.first().locator('time')).toHaveText('15/09/2025');
    await expect(items.first().locator('time')).toHaveAttribute('datetime', '2025-09-15');
    // A quarter is plain text: HTML's datetime has no form for it.
    await expect(items.last()).toContainText('T2 2026');
    await expect(items.last().locator('time')).toHaveCount(0);
    await expect(page.getByText('Actual', { exact: true })).toHaveCount(1);
    await expect(page.getByText('Lanzamiento de la biblioteca de e-books')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
