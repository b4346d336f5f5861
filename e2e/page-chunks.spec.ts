import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { watchConsole } from './support/console';
import { gotoHydrated } from './support/navigation';
import { pageProblems } from './support/pageProblems';

// Each page a section declares is a chunk of its own, and forms load their
// validation on first use: a visit parses and runs only what the page shows
// (TBT, DESIGN.md §8). Which files a page module has, the section's manifest
// says (`metaData.pages`, written by the build from the declaration).

function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const named = (paths: string[], chunk: string) =>
  paths.filter((path) => path.split('/').pop()?.startsWith(`${chunk}.`));

/** Each module a section loads on demand (its pages) → the URLs of its chunk files. */
async function pageFiles(request: APIRequestContext, section: string) {
  const manifest = (await (await request.get(`/remotes/${section}/mf-manifest.json`)).json()) as {
    metaData: { lazyModules: Record<string, string[]> };
  };
  return Object.fromEntries(
    Object.entries(manifest.metaData.lazyModules).map(([module, files]) => [
      module,
      files.map((file) => `/remotes/${section}/${file}`),
    ]),
  );
}

test.describe('page chunks and lazy form validation', () => {
  for (const { path, section, module } of [
    { path: '/de_DE/roadmap', section: 'feedback', module: 'src/features/roadmap/RoadmapPage' },
    {
      path: '/de_DE/hellocash/hellopayment',
      section: 'hellopayment',
      module: 'src/features/comparison/ProviderComparisonPage',
    },
    {
      path: '/de_DE/social-media-tipps-und-tricks',
      section: 'ebooks',
      module: 'src/features/ebook-list/EbookListPage',
    },
    {
      path: '/es_ES/hellocash/verifactu/muss-ich-verifactu-nutzen',
      section: 'verifactu',
      module: 'src/features/obligation-check/ObligationCheckPage',
    },
    {
      path: '/es_ES/hellocash/verifactu/cafe-gastro',
      section: 'verifactu',
      module: 'src/features/industries/IndustryPage',
    },
  ]) {
    test(`the server preloads the chunk of ${path} and no other page's`, async ({ request }) => {
      const files = await pageFiles(request, section);
      expect(Object.keys(files)).toContain(module);
      const html = await (await request.get(path)).text();
      for (const [other, chunks] of Object.entries(files)) {
        for (const chunk of chunks) {
          if (other === module) expect(html).toContain(`"${chunk}"`);
          else expect(html).not.toContain(`"${chunk}"`);
        }
      }
    });
  }

  test('the roadmap runs without the feedback form; navigating there loads it', async ({
    page,
    request,
  }) => {
    const files = await pageFiles(request, 'feedback');
    const roadmapChunk = files['src/features/roadmap/RoadmapPage']![0]!;
    const feedbackChunk = files['src/features/feedback/FeedbackPage']![0]!;
    const { problems } = watchConsole(page);
    const scripts = scriptRequests(page);
    await gotoHydrated(page, '/de_DE/roadmap');
    await expect(page.getByRole('heading', { level: 1, name: 'Ausblick' })).toBeVisible();
    expect(scripts).toContain(roadmapChunk);
    expect(scripts).not.toContain(feedbackChunk);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Was willst du?' }).click();
    await expect(page).toHaveURL(/\/de_DE\/feedback$/);
    await expect(page.getByRole('heading', { name: 'Was willst DU eigentlich?' })).toBeVisible();
    expect(scripts).toContain(feedbackChunk);
    expect(pageProblems(problems)).toEqual([]);
  });

  test('both paths of one Verifactu page load the same chunk, and no other page', async ({
    page,
    request,
  }) => {
    const files = await pageFiles(request, 'verifactu');
    const obligationCheck = files['src/features/obligation-check/ObligationCheckPage']!;
    const faq = files['src/features/faq/FaqPage']!;
    const scripts = scriptRequests(page);
    await gotoHydrated(page, '/es_ES/hellocash/verifactu/muss-ich-verifactu-nutzen');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const chunk of obligationCheck) expect(scripts).toContain(chunk);
    for (const chunk of faq) expect(scripts).not.toContain(chunk);
    await page.goto('/es_ES/hellocash/verifactu/muss-ich');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const form of [
    {
      path: '/de_DE/feedback',
      field: 'Sei ehrlich, bitte...',
      submit: 'JETZT absenden',
      value: 'zu kurz!!',
      error: 'Bitte mindestens 10 Zeichen eingeben',
    },
  ]) {
    test(`${form.path}: the API's own rule checks the form; no validation code is loaded for it`, async ({
      page,
    }) => {
      const scripts = scriptRequests(page);
      await gotoHydrated(page, form.path);
      const before = scripts.length;
      await page.getByLabel(form.field).first().fill(form.value);
      await page.getByRole('button', { name: form.submit }).first().click();
      await expect(page.getByText(form.error).first()).toBeVisible();
      // The action posts to the API, which answers with the verbatim message;
      // only the toaster may arrive (it loads with the first toast).
      const loaded = scripts.slice(before);
      expect(loaded.filter((path) => named([path], 'toaster').length === 0)).toEqual([]);
    });
  }

  test("a page chunk that cannot be loaded shows the section's fallback; its retry brings the page", async ({
    page,
    request,
  }) => {
    const roadmapChunk = (await pageFiles(request, 'feedback'))[
      'src/features/roadmap/RoadmapPage'
    ]![0]!;
    let block = true;
    await page.route(
      (url) => url.pathname === roadmapChunk,
      (route) => (block ? route.abort() : route.continue()),
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
