import { expect, test } from '@playwright/test';
import { watchConsole } from './support/console';
import { E2E_PORT } from './support/env';
import { gotoHydrated } from './support/navigation';
import { startShellServer } from './support/shellServer';
import { loadedWhenIdle } from './support/idleScripts';

/** Server rendering: complete HTML with head tags, clean hydration, redirects and statuses. */
test.describe('server-rendered pages', () => {
  const pages = [
    {
      path: '/de_DE/roadmap',
      lang: 'de',
      heading: 'Ausblick',
      content: 'Start der E-Book-Bibliothek',
      title: 'Ausblick – unsere Roadmap | helloMarketing',
    },
    {
      path: '/de_DE/feedback',
      lang: 'de',
      heading: 'Was willst DU eigentlich?',
      content: 'Sei ehrlich, bitte...',
      title: 'Feedback – Was willst du? | helloMarketing',
    },
    {
      path: '/es_ES/roadmap',
      lang: 'es',
      heading: 'Hoja de ruta',
      content: 'Lanzamiento de la biblioteca de e-books',
      title: 'Hoja de ruta – lo que ya está hecho y lo que viene | helloMarketing',
    },
  ];

  for (const page of pages) {
    test(`raw HTML of ${page.path} holds its content and head tags`, async ({
      request,
      baseURL,
    }) => {
      const res = await request.get(page.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      // Dark unless the theme cookie says otherwise (SPEC §4), so it is right without JavaScript.
      expect(html).toContain(`<html lang="${page.lang}" class="dark">`);
      expect(html).toContain(`<title>${page.title}</title>`);
      expect(html).toContain(page.heading);
      expect(html).toContain(page.content);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${page.path}">`);
      expect(html.match(/<link rel="alternate" hreflang="[a-z]{2}-[A-Z]{2}"/g)).toHaveLength(9);
      expect(html).toContain(
        `<link rel="alternate" hreflang="x-default" href="${baseURL}/de_DE/${page.path.split('/')[2]}">`,
      );
      expect(html).toContain(`<meta property="og:title" content="${page.title}">`);
      expect(html).toMatch(/<meta property="og:description" content="[^"]{20,}">/);
      expect(html).toMatch(/<style[^>]*data-styled/);
    });

    test(`${page.path} hydrates without an error or warning`, async ({ page: browserPage }) => {
      const { problems } = watchConsole(browserPage);
      await browserPage.goto(page.path, { waitUntil: 'networkidle' });
      await expect(
        browserPage.getByRole('heading', { level: 1, name: page.heading }),
      ).toBeVisible();
      // Interactive after hydration: the theme toggle works in place. (Before
      // it, the toggle is a form the server answers: a reload.)
      await browserPage.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const wasDark = await browserPage.evaluate(() =>
        document.documentElement.classList.contains('dark'),
      );
      await browserPage.getByRole('button', { name: /Design|diseño|thème/ }).click();
      await expect
        .poll(() => browserPage.evaluate(() => document.documentElement.classList.contains('dark')))
        .toBe(!wasDark);
      expect(problems).toEqual([]);
    });
  }

  test('the HTML names every file the page loads: one round trip after the document', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/de_DE/feedback')).text();
    // Named by the last script of <body>, which requests them in one wave
    // once the page has been painted: the route's remote is among them.
    expect(html).toContain('"/remotes/feedback/remoteEntry.js"');
    expect(html).toContain('"/remotes/feedback/mf-manifest.json"');
    expect(html).toMatch(
      /<script nonce="[^"]+">\(function startAfterFirstPaint[\s\S]*?\(\{"entry":\["\/static\/main\.[^"]+\.js"\],"preload":\[[^\]]*"\/remotes\/feedback\/remoteEntry\.js"[\s\S]*?\}\);<\/script>\s*<\/body>/,
    );
    // Nothing is requested while the HTML arrives: no script tag, no preload in <head>.
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toMatch(/<link[^>]* rel="preload"/);

    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    await page.goto('/de_DE/feedback', { waitUntil: 'networkidle' });
    const assets = requested.filter((path) => /\.(js|json)$/.test(path));
    expect(assets.length).toBeGreaterThan(3);
    // remotes.json travels inside the page; everything else is named by its starter.
    expect(assets).not.toContain('/remotes.json');
    expect(assets.filter((path) => !loadedWhenIdle(path) && !html.includes(`"${path}"`))).toEqual(
      [],
    );
  });

  test('the roadmap is complete without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/de_DE/roadmap');
    await expect(page.locator('li[data-status]')).toHaveCount(6);
    await expect(page.getByText('Aktuell', { exact: true })).toHaveCount(1);
    await context.close();
  });

  test('the feedback form validates after hydration', async ({ page }) => {
    await gotoHydrated(page, '/de_DE/feedback');
    await page.getByLabel('Sei ehrlich, bitte...').fill('zu kurz');
    await page.getByRole('button', { name: 'JETZT absenden' }).click();
    await expect(page.getByText('Bitte mindestens 10 Zeichen eingeben')).toBeVisible();
  });

  test('statuses and redirects are answered by the server', async ({ request }) => {
    const notFound = await request.get('/de_DE/gibt-es-nicht');
    expect(notFound.status()).toBe(404);
    expect(await notFound.text()).toContain('404 Page Not Found');
    for (const [path, heading] of [
      ['/es_ES/no-existe', '404 Página no encontrada'],
      ['/fr_FR/n-existe-pas', '404 Page introuvable'],
    ] as const) {
      const translated = await request.get(path);
      expect(translated.status()).toBe(404);
      expect(await translated.text()).toContain(heading);
    }
    expect((await request.get('/kein-locale')).status()).toBe(404);

    const root = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' },
    });
    expect(root.status()).toBe(302);
    expect(root.headers().location).toMatch(/\/fr_FR$/);

    const rewrite = await request.get('/feedback?country=es&lang=de', { maxRedirects: 0 });
    expect(rewrite.status()).toBe(302);
    expect(rewrite.headers().location).toMatch(/\/de_ES\/feedback\?country=es&lang=de$/);
  });

  test("a page reached from an ad or a newsletter shows no visitor's click id: rendered and cached without them", async ({
    request,
  }) => {
    // Two visitors within the page cache's second, from two clicks: the
    // second must not get the first one's id (in a return link, a form's action).
    const first = await (
      await request.get('/de_DE/feedback?q=kept&gclid=click-one&utm_source=nl')
    ).text();
    const second = await (await request.get('/de_DE/feedback?gclid=click-two&q=kept')).text();
    for (const html of [first, second]) {
      expect(html).not.toMatch(/click-one|click-two|utm_source/);
      // Other parameters are the page's own: kept where the page echoes its URL.
      expect(html).toContain('/de_DE/feedback?q=kept');
    }
    // A redirect keeps them (a campaign's link to a renamed page still counts).
    const rewrite = await request.get('/feedback?country=es&lang=de&utm_source=nl', {
      maxRedirects: 0,
    });
    expect(rewrite.headers().location).toMatch(
      /\/de_ES\/feedback\?country=es&lang=de&utm_source=nl$/,
    );
  });

  test('the sitemap is an index of the shell and every section; each lists its pages where they are offered', async ({
    request,
    baseURL,
  }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(children.map((url) => new URL(url).pathname)).toEqual([
      '/sitemaps/shell.xml',
      '/sitemaps/feedback.xml',
      '/sitemaps/ebooks.xml',
      '/sitemaps/products.xml',
      '/sitemaps/hellopayment.xml',
      '/sitemaps/verifactu.xml',
    ]);
    const urlsOf = async (child: string) => {
      const xml = await (await request.get(child)).text();
      expect(xml).toContain('hreflang="x-default"');
      return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    };
    const urls = (await Promise.all(children.map(urlsOf))).flat();
    for (const path of ['', '/about', '/warum-hellomarketing', '/roadmap', '/feedback']) {
      for (const locale of ['de_DE', 'de_ES', 'es_ES', 'fr_FR', 'fr_DE']) {
        expect(urls).toContain(`${baseURL}/${locale}${path}`);
      }
    }
    // Pages from data: every e-book and product, in the locales of its countries only.
    const ebookDetails = urls.filter((url) => /\/social-media-tipps-und-tricks\/.+-\d+$/.test(url));
    expect(ebookDetails.length).toBeGreaterThan(9);
    expect(urls).toContain(`${baseURL}/de_DE/hellocash/pos-system`);
    expect(urls).toContain(`${baseURL}/es_ES/hellocash/sistema-tpv`);
    expect(urls).not.toContain(`${baseURL}/de_DE/hellocash/sistema-tpv`);
    // One address per page: the Verifactu alias path is not listed.
    expect(urls).toContain(`${baseURL}/es_ES/hellocash/verifactu/muss-ich`);
    expect(urls.some((url) => url.endsWith('/muss-ich-verifactu-nutzen'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
    expect(await (await request.get('/robots.txt')).text()).toContain(
      `Sitemap: ${baseURL}/sitemap.xml`,
    );
  });

  test("with the API down the server still sends complete pages with the sections' empty or error states", async ({
    request,
  }) => {
    // A shell server whose API does not answer (nothing listens there).
    const server = await startShellServer({ API_URL: `http://127.0.0.1:${E2E_PORT + 9}` });
    try {
      const list = await request.get(`${server.baseURL}/de_DE/social-media-tipps-und-tricks`);
      expect(list.status()).toBe(200);
      const listHtml = await list.text();
      expect(listHtml).toContain('Keine E-Books verfügbar');
      expect(listHtml).not.toContain('Lade E-Books...');
      expect(listHtml).toContain('Alle E-Books sind kostenlos'); // footer: the page is whole

      const products = await (await request.get(`${server.baseURL}/de_DE/hellocash`)).text();
      expect(products).toContain('Die Produkte konnten gerade nicht geladen werden.');
    } finally {
      await server.stop();
    }
  });
});
