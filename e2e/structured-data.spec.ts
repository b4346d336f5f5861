import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Issue 15: each page type's JSON-LD, parsed from the server HTML and checked
 * for what schema.org requires of it, and its link-preview image.
 */
type Item = Record<string, unknown> & { '@type': string };

async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const items = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Item,
  );
  for (const item of items) expect(item['@context']).toBe('https://schema.org');
  const image = html.match(/<meta property="og:image" content="([^"]+)">/)?.[1];
  return { items, image, types: items.map((item) => item['@type']) };
}

const ofType = (items: Item[], type: string) => items.find((item) => item['@type'] === type)!;

/** A BreadcrumbList: positions 1…n, each with a name and an absolute URL that answers 200. */
async function expectTrail(request: APIRequestContext, items: Item[], names: string[]) {
  const list = ofType(items, 'BreadcrumbList');
  expect(list, 'BreadcrumbList').toBeDefined();
  const elements = list.itemListElement as Item[];
  expect(elements.map((element) => element.name)).toEqual(names);
  for (const [index, element] of elements.entries()) {
    expect(element['@type']).toBe('ListItem');
    expect(element.position).toBe(index + 1);
    const url = new URL(element.item as string);
    expect((await request.get(url.pathname)).status(), url.pathname).toBe(200);
  }
}

/** The image is served: a PNG of 1200×630 (width and height from its IHDR chunk). */
async function expectPreviewImage(request: APIRequestContext, image: string | undefined) {
  expect(image).toBeDefined();
  const response = await request.get(new URL(image!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
}

test.describe('structured data and link previews', () => {
  test('home: Organization and WebSite', async ({ request }) => {
    const { items, types, image } = await headOf(request, '/de_DE');
    expect(types).toEqual(['Organization', 'WebSite']);
    for (const item of items) {
      expect(item.name).toBe('helloMarketing');
      expect(item.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/de_DE$/);
    }
    expect(ofType(items, 'WebSite').inLanguage).toBe('de-DE');
    await expectPreviewImage(request, image);
    expect(image).toMatch(/\/static\/og\/shell\.png$/);
  });

  test('home: the Organization is one entity with a square logo in every locale', async ({
    request,
  }) => {
    const organizations = await Promise.all(
      ['/de_DE', '/es_ES', '/fr_FR'].map(async (path) =>
        ofType((await headOf(request, path)).items, 'Organization'),
      ),
    );
    const [german] = organizations;
    expect(german!['@id']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#organization$/);
    for (const organization of organizations) {
      expect(organization['@id']).toBe(german!['@id']);
      expect(organization.logo).toBe(german!.logo);
      // No profiles configured (siteConfig): no empty sameAs.
      expect(organization).not.toHaveProperty('sameAs');
    }
    // The logo is served, a square PNG (not the 1200×630 link preview) of at least 112 px.
    const response = await request.get(new URL(german!.logo as string).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.readUInt32BE(16)).toBe(png.readUInt32BE(20));
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(112);
  });

  test('the Verifactu FAQ: FAQPage with every question and its answer', async ({ request }) => {
    const faqs = (await (
      await request.get('/api/faqs?country=ES&category=verifactu&language=es')
    ).json()) as { question: string; answer: string }[];
    const { items, image } = await headOf(request, '/es_ES/hellocash/verifactu/faq');
    const page = ofType(items, 'FAQPage');
    const questions = page.mainEntity as Item[];
    expect(questions).toHaveLength(faqs.length);
    for (const [index, faq] of faqs.entries()) {
      expect(questions[index]).toEqual({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      });
    }
    await expectTrail(request, items, [
      'helloCASH',
      'Verifactu',
      'Preguntas frecuentes sobre Verifactu',
    ]);
    await expectPreviewImage(request, image);
    expect(image).toMatch(/\/static\/og\/verifactu\.png$/);
  });

  test('a Verifactu subpage: its trail from helloCASH', async ({ request }) => {
    const { items } = await headOf(request, '/de_ES/hellocash/verifactu/muss-ich');
    await expectTrail(request, items, ['helloCASH', 'Verifactu', 'Muss ich Verifactu nutzen?']);
  });

  for (const product of [
    { path: '/de_DE/hellocash/pos-system', name: 'helloCASH Kassensystem', brand: 'helloCASH' },
    {
      path: '/de_DE/hellomarketing/website-loesung',
      name: 'Website-Lösung',
      brand: 'helloMarketing',
    },
  ]) {
    test(`${product.path}: the software it is, and its trail`, async ({ request }) => {
      const { items, image } = await headOf(request, product.path);
      const item = ofType(items, 'SoftwareApplication');
      expect(item.name).toBe(product.name);
      expect(typeof item.description).toBe('string');
      expect(item.applicationCategory).toBe('BusinessApplication');
      // The organisation the home page declares, by its one id.
      expect(item.publisher).toEqual({ '@id': expect.stringMatching(/\/#organization$/) });
      expect(item.url).toMatch(new RegExp(`${product.path}$`));
      await expectTrail(request, items, [`Die Produkte von ${product.brand}`, product.name]);
      await expectPreviewImage(request, image);
    });
  }

  test('an e-book: its trail', async ({ request }) => {
    const { items, image } = await headOf(
      request,
      '/de_DE/social-media-tipps-und-tricks/facebook-fuer-lokale-unternehmen-1',
    );
    await expectTrail(request, items, [
      'E-Books',
      'Facebook für lokale Unternehmen: Der Praxis-Leitfaden',
    ]);
    // Its own cover as the preview (issue 19), drawn by the API in the page's language.
    expect(image).toMatch(
      /\/api\/ebooks\/10000000-0000-4000-8000-000000000001\/cover\.png\?language=de&amp;v=[\w-]+$/,
    );
    await expectPreviewImage(request, image);
  });

  test('a payment provider: its trail', async ({ request }) => {
    const { items, image } = await headOf(request, '/de_DE/hellocash/hellopayment/mollie');
    await expectTrail(request, items, ['helloCASH', 'schneller bezahlt werden', 'Mollie']);
    expect(image).toMatch(/\/static\/og\/hellopayment\.png$/);
  });

  test('a missing product has none, the 404 page no preview', async ({ request }) => {
    const missing = await request.get('/de_DE/hellocash/gibt-es-nicht');
    expect(missing.status()).toBe(404);
    const html = await missing.text();
    expect(html).not.toContain('application/ld+json');
    expect(html).not.toContain('og:image');
  });
});
