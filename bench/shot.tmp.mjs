import { chromium } from 'playwright-core';
import cfg from '../build/chromium.json' with { type: 'json' };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: cfg.args });
for (const [w, h, scheme, name] of [[1280, 800, 'light', 'desk-light'], [390, 844, 'dark', 'mobile-dark']]) {
  const page = await (await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme })).newPage();
  await page.goto('http://127.0.0.1:3700/de_DE/admin/content/ebooks');
  await page.waitForSelector('html[data-hydrated]');
  await page.getByLabel('Benutzername').fill('lead');
  await page.getByLabel('Passwort').fill('sichere-phrase-1234567');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('button', { name: 'Abmelden' }).waitFor();
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: false });
}
await browser.close();
