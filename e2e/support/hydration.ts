import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the element (it carries React's fiber key
 * then). `networkidle` alone can come before hydration on a busy machine, and
 * a click on server HTML is lost (or submits a form natively).
 */
export async function waitForHydration(page: Page, selector = 'main h1'): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  }, selector);
}
