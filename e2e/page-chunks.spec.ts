import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support/console';
import { gotoHydrated } from './support/navigation';
import { pageProblems } from './support/pageProblems';

// A section's pages are chunks of their own (`loadComponent` in the section
// contract) and forms load their validation on first use: a visit parses and
// runs only what the page shows (TBT, DESIGN.md §8).

function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const named = (paths: string[], chunk: string) =>
  paths.filter((path) => path.split('/').pop()?.startsWith(`${chunk}.`));

test.describe('page chunks and lazy form validation', () => {
  for (const { path, chunk } of [
    { path: '/de_DE/roadmap', chunk: 'feedback/page-roadmap' },
    { path: '/de_DE/hellocash/hellopayment', chunk: 'hellopayment/page-payment-providers' },
    { path: '/de_DE/social-media-tipps-und-tricks', chunk: 'ebooks/page-ebooks' },
    {
      path: '/es_ES/hellocash/verifactu/muss-ich-verifactu-nutzen',
      chunk: 'verifactu/page-verifactu-muss-ich-verifactu-nutzen',
    },
    {
      path: '/es_ES/hellocash/verifactu/cafe-gastro',
      chunk: 'verifactu/page-verifactu-cafe-gastro',
    },
  ]) {
    test(`the server preloads the chunk of ${path} and no other page's`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(new RegExp(`/remotes/${chunk}\\.[0-9a-f]+\\.js`));
      expect(html.match(/\/page-[a-z-]+\.[0-9a-f]+\.js/g)).toHaveLength(1);
      expect(html).not.toContain('lazy-validation.');
    });
  }

  test('the roadmap runs without the feedback form; navigating there loads it', async ({
    page,
  }) => {
    const { problems } = watchConsole(page);
    const scripts = scriptRequests(page);
    await gotoHydrated(page, '/de_DE/roadmap');
    await expect(page.getByRole('heading', { level: 1, name: 'Ausblick' })).toBeVisible();
    expect(named(scripts, 'page-roadmap')).toHaveLength(1);
    expect(named(scripts, 'page-feedback')).toEqual([]);
    expect(named(scripts, 'lazy-validation')).toEqual([]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Was willst du?' }).click();
    await expect(page).toHaveURL(/\/de_DE\/feedback$/);
    await expect(page.getByRole('heading', { name: 'Was willst DU eigentlich?' })).toBeVisible();
    expect(named(scripts, 'page-feedback')).toHaveLength(1);
    expect(pageProblems(problems)).toEqual([]);
  });

  test('each Verifactu page loads its own chunk, also the two paths of one page', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await gotoHydrated(page, '/es_ES/hellocash/verifactu/muss-ich-verifactu-nutzen');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(named(scripts, 'page-verifactu-muss-ich-verifactu-nutzen')).toHaveLength(1);
    expect(scripts.filter((path) => path.includes('/page-verifactu-faq.'))).toEqual([]);
  });

  for (const form of [
    {
      path: '/de_DE/feedback',
      field: 'Sei ehrlich, bitte...',
      submit: 'JETZT absenden',
      value: 'zu kurz!!',
      error: 'Bitte mindestens 10 Zeichen eingeben',
    },
    {
      path: '/de_DE/hellocash/hellopayment/mollie',
      field: 'Email-Adresse*',
      submit: 'Jetzt voranmelden',
      value: 'keine-adresse',
      error: 'Bitte gültige Email-Adresse eingeben',
    },
  ]) {
    test(`${form.path}: validation loads when the visitor enters the form, and checks`, async ({
      page,
    }) => {
      const scripts = scriptRequests(page);
      await gotoHydrated(page, form.path);
      expect(named(scripts, 'lazy-validation')).toEqual([]);

      const validation = page.waitForRequest((request) =>
        /\/lazy-validation\.[0-9a-f]+\.js$/.test(request.url()),
      );
      await page.getByLabel(form.field).first().fill(form.value);
      await validation;
      await page.getByRole('button', { name: form.submit }).first().click();
      await expect(page.getByText(form.error).first()).toBeVisible();
    });
  }

  test("a page chunk that cannot be loaded shows the section's fallback; its retry brings the page", async ({
    page,
  }) => {
    let block = true;
    await page.route(/\/page-roadmap\.[0-9a-f]+\.js$/, (route) =>
      block ? route.abort() : route.continue(),
    );
    await page.goto('/de_DE/roadmap');
    await expect(page.getByTestId('section-fallback')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible(); // the rest of the page works

    block = false;
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ausblick' })).toBeVisible();
    await expect(page.getByTestId('section-fallback')).toHaveCount(0);
  });
});
