import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { watchConsole } from './support/console';
import { waitForHydration } from './support/hydration';

/*
 * Issue 19, items 3 and 4: every e-book has a cover the site draws (and its
 * page a 1200×630 preview image), a count of nothing yet reads 'Neu', and the
 * Verifactu hub links every page that exists and a real PDF guide.
 */

const LIST = 'social-media-tipps-und-tricks';
/** Seeded e-books per country (api/src/db/seeds/ebooks.ts). */
const EBOOKS_PER_COUNTRY = { de_DE: 8, es_ES: 5, fr_FR: 5 } as const;
/** LinkedIn: one German e-book, a category no other test downloads. */
const LINKEDIN = {
  title: 'LinkedIn für Selbstständige: Kunden gewinnen ohne Kaltakquise',
  path: `/de_DE/${LIST}/linkedin-fuer-selbststaendige-5`,
  category: 'LinkedIn',
};
const HUB = 'hellocash/verifactu';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** The slide host is outside this closed network: it is answered here. */
async function fakeSlideHost(context: BrowserContext) {
  await context.route('https://docs.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Slides</title>Slides' }),
  );
}

async function downloadCount(request: APIRequestContext, category: string): Promise<number> {
  const res = await request.get(`/api/stats/downloads?${new URLSearchParams({ category })}`);
  return ((await res.json()) as { count: number }).count;
}

/** The text of every page of a PDF, read by PDF.js (Mozilla's PDF reader), whitespace as single spaces. */
async function pdfText(bytes: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${require.resolve('pdfjs-dist/package.json').replace(/package\.json$/, '')}standard_fonts/`,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ''))
        .join(''),
    );
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string } };
  return { pages: pdf.numPages, text: pages.join(' ').replace(/\s+/g, ' '), info };
}

test.describe('e-book covers', () => {
  for (const [locale, count] of Object.entries(EBOOKS_PER_COUNTRY)) {
    test(`each e-book of ${locale} shows its cover, and its URL answers an image`, async ({
      page,
      request,
    }) => {
      const { problems } = watchConsole(page);
      await page.goto(`/${locale}/${LIST}`, { waitUntil: 'networkidle' });
      const covers = page.getByRole('main').getByTestId('ebook-cover');
      await expect(covers).toHaveCount(count);
      // The first row is loaded at once, as an image the browser could draw.
      await expect
        .poll(() => covers.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(600);
      const language = locale.slice(0, 2);
      for (const src of await covers.evaluateAll((imgs) =>
        imgs.map((img) => img.getAttribute('src')),
      )) {
        expect(src).toMatch(
          new RegExp(`^/api/ebooks/[0-9a-f-]{36}/cover\\.svg\\?language=${language}&v=[\\w-]+$`),
        );
        const res = await request.get(src!);
        expect(res.status()).toBe(200);
        expect(res.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
        expect((await res.text()).startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      }
      expect(problems).toEqual([]);
    });
  }

  test("an e-book's page links its cover as a 1200×630 PNG preview image", async ({ request }) => {
    const html = await (
      await request.get(`/es_ES/${LIST}/facebook-e-instagram-anuncios-11`)
    ).text();
    const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
    expect(image).toMatch(/\/api\/ebooks\/[0-9a-f-]{36}\/cover\.png\?language=es&amp;v=[\w-]+$/);
    expect(html).toContain('<meta property="og:image:type" content="image/png">');
    expect(html).toContain(
      '<meta property="og:image:alt" content="Facebook e Instagram: anuncios con poco presupuesto">',
    );
    const res = await request.get(image!.replace(/&amp;/g, '&'));
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    expect(pngSize(await res.body())).toEqual({ width: 1200, height: 630 });
  });

  test("a category nobody downloaded says 'Neu'; after one download '1× heruntergeladen'", async ({
    page,
    context,
    request,
  }) => {
    expect(await downloadCount(request, LINKEDIN.category)).toBe(0);
    await page.goto(`/de_DE/${LIST}`, { waitUntil: 'networkidle' });
    const card = page.getByRole('link', { name: new RegExp(LINKEDIN.title) });
    await expect(card.getByTestId('download-count')).toHaveText('Neu');
    await expect(card).not.toContainText('0× heruntergeladen');

    await fakeSlideHost(context);
    await page.goto(LINKEDIN.path, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Jetzt herunterladen - Kostenlos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gratis Download erhalten' });
    const [slides] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Überspringen' }).click(),
    ]);
    await slides.close();
    await expect.poll(() => downloadCount(request, LINKEDIN.category)).toBe(1);

    await page.goto(`/de_DE/${LIST}`, { waitUntil: 'networkidle' });
    await expect(card.getByTestId('download-count')).toHaveText('1× heruntergeladen');
  });
});

/** The dates in force per language (DESIGN.md §9: RD 254/2025, RDL 15/2025), as the guide writes them. */
const GUIDES = [
  {
    locale: 'de_ES',
    title: 'Verifactu-Leitfaden',
    fileName: 'verifactu-leitfaden.pdf',
    link: 'PDF-Leitfaden herunterladen',
    dates: ['Stichtag: 1. Januar 2027', 'Stichtag: 1. Juli 2027'],
  },
  {
    locale: 'es_ES',
    title: 'Guía Verifactu',
    fileName: 'verifactu-guia.pdf',
    link: 'Descargar la guía en PDF',
    dates: ['Fecha límite: 1 de enero de 2027', 'Fecha límite: 1 de julio de 2027'],
  },
  {
    locale: 'fr_FR',
    title: 'Guide Verifactu',
    fileName: 'verifactu-guide.pdf',
    link: 'Télécharger le guide PDF',
    dates: ['Échéance : 1 janvier 2027', 'Échéance : 1 juillet 2027'],
  },
] as const;

test.describe('Verifactu hub', () => {
  for (const locale of ['de_ES', 'es_ES', 'fr_FR']) {
    test(`every card under ${locale} links its page, and each page answers 200`, async ({
      page,
      request,
    }) => {
      await page.goto(`/${locale}/${HUB}`, { waitUntil: 'networkidle' });
      const cards = page.locator(
        '[aria-labelledby="verifactu-questions"] li, [aria-labelledby="verifactu-industries"] li',
      );
      await expect(cards).toHaveCount(8);
      const hrefs: string[] = [];
      for (const card of await cards.all()) {
        const link = card.getByRole('link');
        await expect(link).toHaveCount(1);
        hrefs.push((await link.getAttribute('href'))!);
      }
      expect(hrefs.every((href) => href.startsWith(`/${locale}/${HUB}/`))).toBe(true);
      for (const href of hrefs) {
        const res = await request.get(href);
        expect([href, res.status()]).toEqual([href, 200]);
      }
      await expect(
        page.getByText(/Demnächst verfügbar|Próximamente|Bientôt disponible/),
      ).toHaveCount(0);
    });
  }

  test('a card opens its page in the browser', async ({ page }) => {
    await page.goto(`/de_ES/${HUB}`, { waitUntil: 'networkidle' });
    await waitForHydration(page, 'h1');
    await page.getByRole('link', { name: 'Welche Strafen drohen?' }).click();
    await expect(page).toHaveURL(new RegExp(`/de_ES/${HUB}/strafen$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welche Strafen drohen?' }),
    ).toBeVisible();
  });

  for (const guide of GUIDES) {
    test(`the PDF guide (${guide.locale}) is a real PDF with the dates in force and the FAQ`, async ({
      request,
    }) => {
      // The hub's link is in the server's HTML: it works before and without script.
      const hub = await (await request.get(`/${guide.locale}/${HUB}`)).text();
      const href = `/${guide.locale}/${HUB}/leitfaden.pdf`;
      expect(hub).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*>${guide.link}</a>`));

      const res = await request.get(href);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('application/pdf');
      expect(res.headers()['content-disposition']).toBe(`attachment; filename="${guide.fileName}"`);
      expect(res.headers()['cache-control']).toBe('public, max-age=3600');
      const etag = res.headers().etag;
      expect(etag).toBeTruthy();
      const again = await request.get(href, { headers: { 'If-None-Match': etag! } });
      expect(again.status()).toBe(304);

      const bytes = await res.body();
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await pdfText(bytes);
      expect(pdf.pages).toBeGreaterThanOrEqual(2);
      expect(pdf.info.Title).toBe(guide.title);
      expect(pdf.info.Language).toBe(guide.locale.slice(0, 2));
      for (const date of guide.dates) expect(pdf.text).toContain(date);
      // The FAQ page's questions, from the same API data.
      const language = guide.locale.slice(0, 2);
      const faqs = (await (
        await request.get(`/api/faqs?country=ES&category=verifactu&language=${language}`)
      ).json()) as { question: string }[];
      expect(faqs.length).toBeGreaterThan(3);
      for (const { question } of faqs) expect(pdf.text).toContain(question.replace(/\s+/g, ' '));
    });
  }

  test('the guide works without JavaScript: the link is a plain link to the file', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/es_ES/${HUB}`);
    const link = page.getByRole('link', { name: 'Descargar la guía en PDF' });
    await expect(link).toHaveAttribute('href', `/es_ES/${HUB}/leitfaden.pdf`);
    await expect(link).toHaveAccessibleDescription(
      'Fechas, listas de control, sanciones y preguntas frecuentes para imprimir, en PDF.',
    );
    await context.close();
  });
});
