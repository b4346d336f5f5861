import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { pageProblems } from './support/pageProblems';
import { startShellServer } from './support/shellServer';
import { E2E_PORT } from './support/env';
import { gotoHydrated } from './support/navigation';

/** Seeded products (api/src/db/seeds/products.ts) as each brand page lists them in Germany. */
const LINES = [
  {
    path: '/de_DE/hellomarketing',
    heading: 'Die Produkte von helloMarketing',
    names: ['Website-Lösung', 'Social-Media-Lösung', 'Bewertungsmanagement'],
  },
  {
    path: '/de_DE/hellocash',
    heading: 'Die Produkte von helloCASH',
    names: ['helloCASH Kassensystem', 'Vorteile von helloCASH', 'Kartenzahlung mit helloCASH'],
  },
];

/** The menu's pages that are product details (DESIGN.md §9). */
const MENU_PRODUCTS = [
  { path: '/de_DE/hellomarketing/website-loesung', name: 'Website-Lösung' },
  { path: '/de_DE/hellomarketing/social-media-loesung', name: 'Social-Media-Lösung' },
  { path: '/de_DE/hellocash/pos-system', name: 'helloCASH Kassensystem' },
  { path: '/de_DE/hellocash/vorteile', name: 'Vorteile von helloCASH' },
];

test.describe('product lines', () => {
  for (const line of LINES) {
    test(`${line.path} lists the seeded products, at most 4 features each, and hydrates cleanly`, async ({
      page,
    }) => {
      const { problems } = watchConsole(page);
      await page.goto(line.path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: line.heading })).toBeVisible();
      const cards = page.locator('main article');
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(line.names);
      for (const card of await cards.all())
        expect(await card.getByRole('listitem').count()).toBeLessThanOrEqual(4);
      await expect(page.getByText('Flyer-Druckservice')).toHaveCount(0); // inactive
      await expectNoSeriousA11yViolations(page);
      expect(pageProblems(problems)).toEqual([]);
    });

    test(`raw HTML of ${line.path} holds the product names`, async ({ request }) => {
      const res = await request.get(line.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      for (const name of line.names) expect(html).toContain(name);
      expect(html).not.toContain('Lade Produkte...');
    });
  }

  test("Spain's and France's product lines are their own, in their language", async ({ page }) => {
    await page.goto('/es_ES/hellomarketing', { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Los productos de helloMarketing' }),
    ).toBeVisible();
    await expect(page.locator('main article h2')).toHaveText([
      'Solución web',
      'Solución de redes sociales',
      'Gestión de reseñas',
    ]);
    await expect(page.getByText('Website-Lösung')).toHaveCount(0);
    await page.getByRole('link', { name: /Más información sobre Solución web/ }).click();
    await expect(page).toHaveURL(/\/es_ES\/hellomarketing\/solucion-web$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Solución web' })).toBeVisible();
    await expect(page.getByText('Posicionamiento local en buscadores')).toBeVisible();

    await page.goto('/fr_FR/hellocash', { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Les produits helloCASH' }),
    ).toBeVisible();
    await expect(page.locator('main article h2')).toHaveText([
      'Logiciel de caisse helloCASH',
      'Les avantages de helloCASH',
      'Paiement par carte avec helloCASH',
    ]);
    await expect(page.getByText('Vorteile von helloCASH')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /En savoir plus/ })).toHaveCount(3);
  });

  for (const visit of [
    {
      locale: 'es_ES',
      nav: 'Navegación principal',
      menu: 'helloMarketing',
      entry: 'Solución web',
      path: '/es_ES/hellomarketing/solucion-web',
      heading: 'Solución web',
    },
    {
      locale: 'fr_FR',
      nav: 'Navigation principale',
      menu: 'helloCASH',
      entry: 'Système de caisse',
      path: '/fr_FR/hellocash/logiciel-de-caisse',
      heading: 'Logiciel de caisse helloCASH',
    },
  ]) {
    test(`the menu leads ${visit.locale} to the product page of its country`, async ({ page }) => {
      const { problems } = watchConsole(page);
      await gotoHydrated(page, `/${visit.locale}`);
      const nav = page.getByRole('navigation', { name: visit.nav });
      await nav.getByRole('button', { name: visit.menu }).click();
      await page
        .getByRole('menu', { name: visit.menu })
        .getByRole('menuitem', { name: visit.entry, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${visit.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: visit.heading })).toBeVisible();
      expect(pageProblems(problems)).toEqual([]);
    });
  }

  test("'Mehr erfahren' opens the product's page", async ({ page }) => {
    await page.goto('/de_DE/hellocash', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: /Mehr erfahren über helloCASH Kassensystem/ }).click();
    await expect(page).toHaveURL(/\/de_DE\/hellocash\/pos-system$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'helloCASH Kassensystem' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('helloCASH Kassensystem | helloMarketing');
  });
});

test.describe('product details', () => {
  for (const product of MENU_PRODUCTS) {
    test(`${product.path} is the seeded product's page`, async ({ page, request }) => {
      const res = await request.get(product.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(product.name);
      expect(html).toContain('Features &amp; Vorteile');

      const { problems } = watchConsole(page);
      await page.goto(product.path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Features & Vorteile' })).toBeVisible();
      expect(pageProblems(problems)).toEqual([]);
    });
  }

  test('a detail page passes axe and its external call to action opens safely in a new tab', async ({
    page,
  }) => {
    await page.goto('/de_DE/hellocash/pos-system', { waitUntil: 'networkidle' });
    const cta = page.getByRole('link', { name: /helloCASH kostenlos testen/ });
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoSeriousA11yViolations(page);
  });

  test("an internal call to action stays in the visitor's locale", async ({ page }) => {
    await page.goto('/es_ES/hellocash/pago-con-tarjeta', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Preinscríbete ahora' }).click();
    await expect(page).toHaveURL(/\/es_ES\/hellocash\/hellopayment$/);
  });

  test("a product asked for under the other brand's path is sent to its own", async ({
    page,
    request,
  }) => {
    const res = await request.get('/de_DE/hellomarketing/pos-system', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/de_DE/hellocash/pos-system');

    await page.goto('/fr_FR/hellocash/website-loesung', { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/\/fr_FR\/hellomarketing\/website-loesung$/);
    // Germany's product, in French on a French page (its slug does not change).
    await expect(page.getByRole('heading', { level: 1, name: 'Solution site web' })).toBeVisible();
  });

  for (const path of [
    '/de_DE/hellocash/gibt-es-nicht',
    '/de_DE/hellomarketing/flyer-druckservice',
    '/product/gibt-es-nicht',
  ]) {
    test(`${path}: 'Produkt nicht gefunden' with HTTP 404`, async ({ page, request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      expect(await res.text()).toContain('Produkt nicht gefunden');

      const { problems } = watchConsole(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(
        page.getByRole('heading', { level: 1, name: 'Produkt nicht gefunden' }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // The browser reports the 404 document itself; nothing else may complain.
      expect(
        pageProblems(problems).filter(
          (problem) => !problem.includes('the server responded with a status of 404'),
        ),
      ).toEqual([]);
    });
  }
});

test.describe('/product/{slug} without a locale', () => {
  test('the server puts the resolved locale in front', async ({ request }) => {
    const german = await request.get('/product/pos-system', { maxRedirects: 0 });
    expect(german.status()).toBe(302);
    expect(german.headers().location).toBe('/de_DE/product/pos-system');

    const spanish = await request.get('/product/pos-system', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'es-ES,es;q=0.9' },
    });
    expect(spanish.headers().location).toBe('/es_ES/product/pos-system');
  });

  test('shows the product in the visitor locale, and its links carry the locale on', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/product/website-loesung', { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/\/fr_FR\/hellomarketing\/website-loesung$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Solution site web' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fonctionnalités et avantages' })).toBeVisible();
    await page.getByRole('link', { name: /Tous les produits helloMarketing/ }).click();
    await expect(page).toHaveURL(/\/fr_FR\/hellomarketing$/);
    await context.close();
  });

  test('query parameters choose the locale too', async ({ page }) => {
    await page.goto('/product/vorteile?country=ES&lang=de', { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/\/de_ES\/hellocash\/vorteile\?country=ES&lang=de$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Vorteile von helloCASH' }),
    ).toBeVisible();
  });
});

test.describe('when the API is down', () => {
  test('the pages render, hydrate cleanly and say that loading failed', async ({ page }) => {
    // A shell whose API does not answer (nothing listens there).
    const server = await startShellServer({ API_URL: `http://127.0.0.1:${E2E_PORT + 9}` });
    try {
      const { problems } = watchConsole(page);
      await page.goto(`${server.baseURL}/de_DE/hellocash`, { waitUntil: 'networkidle' });
      await expect(
        page.getByText('Die Produkte konnten gerade nicht geladen werden.'),
      ).toBeVisible();
      await page.goto(`${server.baseURL}/de_DE/hellocash/pos-system`, {
        waitUntil: 'networkidle',
      });
      await expect(page.getByText('Das Produkt konnte gerade nicht geladen werden.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      // Only the failed calls themselves are reported (the products, and the
      // shell's page-view and tracking-pixel calls): no hydration mismatch, no crash.
      const failedCall =
        /status of 502|Failed to fetch products?\b|Failed to track page view|Failed to fetch tracking pixels/;
      const unexpected = pageProblems(problems).filter((problem) => !failedCall.test(problem));
      expect(unexpected).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
