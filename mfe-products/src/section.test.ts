/**
 * @jest-environment node
 */
import { createI18n, createQueryClient, type SectionLoaderArgs } from 'shared-ui';
import { testProduct } from './features/products/testProducts';
import { section } from './section';

const routes = Object.fromEntries(section.routes.map((route) => [route.id, route]));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function load(routeId: string, path: string, slug?: string) {
  const queryClient = createQueryClient();
  const args: SectionLoaderArgs = {
    params: { locale: 'es_ES', slug },
    request: new Request(`http://site${path}`),
    queryClient,
    locale: { locale: 'es_ES', language: 'es', country: 'ES' },
  };
  return { queryClient, result: routes[routeId]!.loader!(args) };
}

async function redirectOf(
  promise: Promise<unknown>,
): Promise<{ status: number; location: string | null }> {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error('expected a redirect');
  return { status: thrown.status, location: thrown.headers.get('Location') };
}

describe('the products section', () => {
  it("leads each country's visitors to their own product pages from the menus", () => {
    const entries = (country: 'DE' | 'ES' | 'FR', menu: string) =>
      (section.menu ?? [])
        .filter((entry) => entry.menu === menu)
        .filter((entry) => !entry.countries || entry.countries.includes(country))
        .sort((a, b) => a.order - b.order)
        .map((entry) => entry.path);
    expect(entries('DE', 'marketing')).toEqual([
      'hellomarketing',
      'hellomarketing/website-loesung',
      'hellomarketing/social-media-loesung',
    ]);
    expect(entries('ES', 'pos')).toEqual([
      'hellocash',
      'hellocash/sistema-tpv',
      'hellocash/ventajas-hellocash',
    ]);
    expect(entries('FR', 'pos')).toEqual([
      'hellocash',
      'hellocash/logiciel-de-caisse',
      'hellocash/avantages-hellocash',
    ]);
  });

  it('lists every active product in the sitemap, in the countries that offer it', async () => {
    const fetchJson = jest.fn(async (path: string) => {
      if (path === '/api/products/brand/hellocash?country=DE')
        return [testProduct({ slug: 'pos-system' })];
      if (path === '/api/products/brand/hellocash?country=ES')
        return [testProduct({ slug: 'pos-system' }), testProduct({ slug: 'sistema-tpv' })];
      return [];
    });
    await expect(section.sitemap!({ fetchJson })).resolves.toEqual([
      { path: 'hellocash/pos-system', countries: ['DE', 'ES'] },
      { path: 'hellocash/sistema-tpv', countries: ['ES'] },
    ]);
    expect(fetchJson).toHaveBeenCalledTimes(6); // 2 brands × 3 countries
  });

  it.each([
    ['products.marketing-line', 'hellomarketing'],
    ['products.pos-line', 'hellocash'],
  ])("%s loads the brand's products of the visitor's country", async (routeId, brand) => {
    fetchMock.mockResolvedValue(json(200, [testProduct()]));
    const { queryClient, result } = load(routeId, `/es_ES/${brand}`);
    await expect(result).resolves.toBeUndefined();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/api/products/brand/${brand}?country=ES&language=es`,
    );
    expect(queryClient.getQueryCache().getAll()[0]?.state.data).toEqual([testProduct()]);
  });

  it('a list the API fails to deliver still renders (the page shows its error)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(json(503, { message: 'Datenbank nicht erreichbar' }));
    await expect(load('products.pos-line', '/es_ES/hellocash').result).resolves.toBeUndefined();
  });

  it('renders a product under its own brand', async () => {
    fetchMock.mockResolvedValue(json(200, testProduct()));
    await expect(
      load('products.pos-product', '/es_ES/hellocash/pos-system', 'pos-system').result,
    ).resolves.toBeUndefined();
  });

  it("sends a product requested under the other brand's path to its own", async () => {
    fetchMock.mockResolvedValue(json(200, testProduct()));
    const { result } = load(
      'products.marketing-product',
      '/es_ES/hellomarketing/pos-system?ref=menu',
      'pos-system',
    );
    await expect(redirectOf(result)).resolves.toEqual({
      status: 302,
      location: '/es_ES/hellocash/pos-system?ref=menu',
    });
  });

  it('sends /{locale}/product/{slug} to the product under its brand', async () => {
    fetchMock.mockResolvedValue(
      json(200, testProduct({ brand: 'hellomarketing', slug: 'website-loesung' })),
    );
    const { result } = load(
      'products.by-slug',
      '/es_ES/product/website-loesung',
      'website-loesung',
    );
    await expect(redirectOf(result)).resolves.toMatchObject({
      location: '/es_ES/hellomarketing/website-loesung',
    });
  });

  it.each(['products.pos-product', 'products.marketing-product', 'products.by-slug'])(
    '%s answers 404 for an unknown or inactive slug',
    async (routeId) => {
      fetchMock.mockResolvedValue(json(404, { message: 'Produkt nicht gefunden' }));
      await expect(
        load(routeId, '/es_ES/x/flyer-druckservice', 'flyer-druckservice').result,
      ).resolves.toEqual({
        status: 404,
      });
    },
  );

  it('a product the API fails to deliver is no 404 and no redirect', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(
      load('products.by-slug', '/es_ES/product/pos-system', 'pos-system').result,
    ).resolves.toBeUndefined();
  });

  it("names the product in the page's title and description", async () => {
    fetchMock.mockResolvedValue(json(200, testProduct()));
    const { queryClient, result } = load(
      'products.pos-product',
      '/es_ES/hellocash/pos-system',
      'pos-system',
    );
    await result;
    const meta = routes['products.pos-product']!.meta!(createI18n('es'), {
      params: { slug: 'pos-system' },
      queryClient,
    });
    expect(meta).toEqual({
      title: 'helloCASH Kassensystem',
      description: 'Die Registrierkasse für Tablet, PC und Smartphone.',
    });
  });

  it('says not found in the head of a missing product, and names the line when the API failed', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { message: 'Produkt nicht gefunden' }));
    const missing = load('products.pos-product', '/es_ES/hellocash/alt', 'alt');
    await missing.result;
    expect(
      routes['products.pos-product']!.meta!(createI18n('es'), {
        params: { slug: 'alt' },
        queryClient: missing.queryClient,
      }).title,
    ).toBe('Producto no encontrado');

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    const failed = load('products.pos-product', '/es_ES/hellocash/pos-system', 'pos-system');
    await failed.result;
    expect(
      routes['products.pos-product']!.meta!(createI18n('es'), {
        params: { slug: 'pos-system' },
        queryClient: failed.queryClient,
      }).title,
    ).toBe('helloCASH – Caja registradora y pagos');
  });
});
