const { chromium } = require('@playwright/test');
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console:', m.type(), m.text().slice(0, 400)));
  page.on('pageerror', (e) => console.log('pageerror:', String(e).slice(0, 400)));
  page.on('requestfailed', (r) => console.log('failed:', r.url()));
  await page.goto('http://127.0.0.1:3000' + process.argv[2]);
  await page.waitForTimeout(4000);
  console.log('h1:', await page.textContent('h1'));
  await browser.close();
})();
