import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it (the shell sets
 * <html data-hydrated>): server-rendered content is visible earlier, but
 * clicks before hydration would hit plain HTML.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
