import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { watchConsole } from './support/console';
import { foreignTextBlocks } from './support/languageCheck';
import { gotoHydrated } from './support/navigation';

/**
 * Issue 19, item 2: the home page sells. Below the hero, rendered by the
 * server from the API: the country's three most downloaded e-books, both
 * product lines with their first two products, the country's success
 * stories and a closing call to action. The blocks' code is not on the
 * first load: it comes when they are on screen, or with a navigation.
 */

interface Ebook {
  id: string;
  slug: string;
  numericId: number | null;
  title: string;
}
interface Product {
  slug: string;
  name: string;
  shortDescription: string;
}
interface Story {
  name: string;
  quote: string;
}

const json = async <T>(request: APIRequestContext, url: string): Promise<T> =>
  (await (await request.get(url)).json()) as T;

const BLOCKS_CHUNK = /\/static\/home-blocks\.[\w]+\.js$/;

/**
 * Home in a window of the given size, hydrated and settled, with the console
 * watched and the blocks' chunk checked not to be loaded yet (they are below
 * the hero in that window). `blocksLoaded()` tells whether it came since.
 */
async function homeWithBlocksBelow(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const { problems } = watchConsole(page);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (BLOCKS_CHUNK.test(new URL(request.url()).pathname)) chunks.push(request.url());
  });
  await gotoHydrated(page, '/de_DE');
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  return { context, page, problems, blocksLoaded: () => chunks.length > 0 };
}

test.describe('the home page', () => {
  for (const [locale, country, language] of [
    ['de_DE', 'DE', 'de'],
    ['es_ES', 'ES', 'es'],
    ['fr_ES', 'ES', 'fr'],
  ] as const)
    test(`${locale}: the four blocks are in the server's HTML, from the API`, async ({
      browser,
      request,
    }) => {
      const query = `country=${country}&language=${language}`;
      const ebooks = await json<Ebook[]>(request, `/api/ebooks/featured?${query}`);
      const marketing = await json<Product[]>(
        request,
        `/api/products/brand/hellomarketing?${query}`,
      );
      const pos = await json<Product[]>(request, `/api/products/brand/hellocash?${query}`);
      const stories = await json<Story[]>(request, `/api/testimonials?${query}`);
      expect(ebooks).toHaveLength(3);
      expect(stories.length).toBeGreaterThanOrEqual(2);

      // Without JavaScript: what the server sent is the page.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/${locale}`);
      const main = page.getByRole('main');

      const ebookBlock = main.getByRole('region', { name: /E-Book|e-book/ });
      const ebookCards = ebookBlock.getByRole('listitem');
      await expect(ebookCards).toHaveCount(3);
      for (const [index, ebook] of ebooks.entries()) {
        const card = ebookCards.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(ebook.title);
        await expect(card.getByRole('link')).toHaveAttribute(
          'href',
          `/${locale}/social-media-tipps-und-tricks/${ebook.slug}-${ebook.numericId ?? ebook.id}`,
        );
      }
      await expect(ebookBlock.getByRole('link').last()).toHaveAttribute(
        'href',
        `/${locale}/social-media-tipps-und-tricks`,
      );

      const productBlock = main.locator('#home-products').locator('..');
      for (const [brand, name, products] of [
        ['hellomarketing', 'helloMarketing', marketing],
        ['hellocash', 'helloCASH', pos],
      ] as const) {
        const line = productBlock.locator('div').filter({
          has: page.getByRole('heading', { level: 3, name, exact: true }),
        });
        const cards = line.last().getByRole('listitem');
        await expect(cards).toHaveCount(2);
        for (const [index, product] of products.slice(0, 2).entries()) {
          await expect(cards.nth(index).getByRole('heading', { level: 4 })).toHaveText(
            product.name,
          );
          await expect(cards.nth(index)).toContainText(product.shortDescription);
          await expect(cards.nth(index).getByRole('link')).toHaveAttribute(
            'href',
            `/${locale}/${brand}/${product.slug}`,
          );
        }
        await expect(line.last().getByRole('link').last()).toHaveAttribute(
          'href',
          `/${locale}/${brand}`,
        );
      }

      const storyBlock = main.locator('#home-stories').locator('..');
      const quoted = storyBlock.getByRole('figure');
      await expect(quoted).toHaveCount(Math.min(3, stories.length));
      for (const [index, story] of stories.slice(0, 3).entries()) {
        await expect(quoted.nth(index)).toContainText(story.quote);
        await expect(quoted.nth(index)).toContainText(story.name);
      }
      await expect(storyBlock.getByRole('link').last()).toHaveAttribute(
        'href',
        `/${locale}/erfolgsgeschichten`,
      );

      const cta = main.locator('#home-cta').locator('..');
      const [ebooksLink, contactLink] = await cta.getByRole('link').all();
      expect(await ebooksLink?.getAttribute('href')).toBe(
        `/${locale}/social-media-tipps-und-tricks`,
      );
      expect(await contactLink?.getAttribute('href')).toMatch(
        new RegExp(`^/${locale}/hellomarketing/[a-z-]+#beratung$`),
      );
      expect(await foreignTextBlocks(page)).toEqual([]);
      await context.close();
    });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    test(`${viewport.width} px: every card fills its column, the quotes as wide as the e-books`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/de_DE');
      const cards = page.locator('#home-ebooks, #home-stories').locator('..').getByRole('listitem');
      expect(await cards.count()).toBeGreaterThanOrEqual(5);
      for (const item of await cards.all()) {
        const [cell, card] = await Promise.all([
          item.boundingBox(),
          item.locator('> *').first().boundingBox(),
        ]);
        expect(Math.abs((card?.x ?? 0) - (cell?.x ?? 0)), await item.innerText()).toBeLessThan(1);
        expect(Math.abs((card?.width ?? 0) - (cell?.width ?? 0))).toBeLessThan(1);
      }
      await context.close();
    });

  test('a German page shows only German stories: no quote of another country', async ({
    request,
  }) => {
    const html = await (await request.get('/de_DE')).text();
    const others = await json<Story[]>(request, '/api/testimonials?country=FR&language=de');
    for (const story of others) expect(html).not.toContain(story.name);
  });

  test('the blocks hydrate when they come on screen, without an error; a link then stays in the app', async ({
    browser,
  }) => {
    // A phone's screen: the hero fills it, the blocks are below.
    const { context, page, problems, blocksLoaded } = await homeWithBlocksBelow(browser, {
      width: 390,
      height: 700,
    });
    const firstEbook = page.locator('#home-ebooks').locator('..').getByRole('link').first();
    await firstEbook.scrollIntoViewIfNeeded();
    await expect.poll(blocksLoaded).toBe(true);
    await expect
      .poll(() =>
        firstEbook.evaluate((link) =>
          Object.keys(link).some((key) => key.startsWith('__reactFiber')),
        ),
      )
      .toBe(true);
    // A client navigation: the page is not loaded again.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await firstEbook.click();
    await expect(page).toHaveURL(/\/de_DE\/social-media-tipps-und-tricks\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    // Back home by the app: the blocks are there at once (their code came with the data).
    await page.goBack();
    await expect(page.locator('#home-ebooks')).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('switching the language before the blocks hydrated shows them in the new language', async ({
    browser,
    request,
  }) => {
    // A wide but low window: the header's language control, the blocks below the hero.
    const { context, page, problems } = await homeWithBlocksBelow(browser, {
      width: 1280,
      height: 420,
    });
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('es');
    await expect(page).toHaveURL(/\/es_DE$/);
    const spanish = await json<Ebook[]>(request, '/api/ebooks/featured?country=DE&language=es');
    const titles = page.locator('#home-ebooks').locator('..').getByRole('heading', { level: 3 });
    await expect(titles).toHaveText(spanish.map((ebook) => ebook.title));
    expect(await foreignTextBlocks(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
