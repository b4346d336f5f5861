import type { Page } from '@playwright/test';

/**
 * Holds the shell's scripts back until the returned `release()` is called:
 * the page shows its server HTML meanwhile, as on a slow phone. Go to the
 * page with `waitUntil: 'commit'` and let the locators wait for the markup.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/**', async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}
