import { QueryClient } from '@tanstack/react-query';
import { createI18n } from 'shared-ui';
import { jsonResponse } from 'shared-ui/testing';
import { LIST_PAGES } from 'contracts/list-pages';
import { faqPreviewQuery, faqQuery, glossaryQuery } from './content/knowledgeQueries';
import { HUB_PATH, SUBPAGES, subpagePath } from './content/paths';
import { section } from './section';

const routes = Object.fromEntries(section.routes.map((route) => [route.id, route]));
const ID = (slug: string) => `verifactu.${slug}`;

const loaderArgs = (queryClient: QueryClient, search = '') => ({
  params: {},
  // jsdom has no Request; the loaders read only its URL (a preview token).
  request: { url: `https://example.test/es_ES/hellocash/verifactu/faq${search}` } as Request,
  queryClient,
  locale: { locale: 'es_ES' as const, language: 'es' as const, country: 'ES' as const },
});

describe('the verifactu section', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('declares the hub and every subpage under the hub, with ids of the section', () => {
    expect(routes['verifactu.hub']?.path).toBe('hellocash/verifactu');
    expect(section.routes.map((route) => route.path).sort()).toEqual(
      [HUB_PATH, ...Object.values(SUBPAGES).map((slug) => `${HUB_PATH}/${slug}`)].sort(),
    );
    expect(section.routes.map((route) => route.id).sort()).toEqual(
      ['verifactu.hub', ...Object.values(SUBPAGES).map(ID)].sort(),
    );
  });

  it('shows the same page under both muss-ich paths, and lists only one in the sitemap', async () => {
    const short = await routes[ID('muss-ich')]!.page();
    const long = await routes[ID('muss-ich-verifactu-nutzen')]!.page();
    expect(short).toBeDefined();
    expect(long).toBe(short);
    expect(routes[ID('muss-ich')]?.sitemap).not.toBe(false);
    expect(routes[ID('muss-ich-verifactu-nutzen')]?.sitemap).toBe(false);
  });

  it('offers its pages under every locale and its menu entry to visitors from Spain only', () => {
    expect(section.routes.every((route) => route.countries === undefined)).toBe(true);
    expect(section.menu).toEqual([
      expect.objectContaining({ menu: 'pos', path: HUB_PATH, countries: ['ES'] }),
    ]);
    expect(section.menu?.[0]?.label).toEqual({ de: 'Verifactu', es: 'Verifactu', fr: 'Verifactu' });
  });

  it('gives every page its own title and description in the visitor’s language', () => {
    const i18n = createI18n('fr');
    const metas = Object.values(routes).map((route) =>
      route.meta?.(i18n, { params: {}, queryClient: new QueryClient() }),
    );
    const titles = metas.map((meta) => meta?.title);
    // The two muss-ich paths share one page, so one title appears twice.
    expect(new Set(titles).size).toBe(titles.length - 1);
    for (const meta of metas) {
      expect(meta?.title).toMatch(/\S/);
      expect(meta?.title).not.toMatch(/metaTitle/);
      expect(meta?.description.length).toBeGreaterThan(40);
    }
    expect(
      routes['verifactu.hub']?.meta?.(i18n, { params: {}, queryClient: new QueryClient() }).title,
    ).toBe('Verifactu en Espagne\u00a0: tout sur la nouvelle obligation des caisses');
  });

  it('fills the cache the faq and glossar pages read, for the visitor’s language', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      jsonResponse(
        200,
        url.startsWith('/api/faqs') ? [{ id: 'f', question: 'q', answer: 'a' }] : [],
      ),
    );
    const queryClient = new QueryClient();
    await routes[ID('faq')]?.loader?.(loaderArgs(queryClient));
    await routes[ID('glossar')]?.loader?.(loaderArgs(queryClient));
    expect(queryClient.getQueryData(faqQuery('es').queryKey)).toEqual([
      { id: 'f', question: 'q', answer: 'a' },
    ]);
    expect(queryClient.getQueryData(glossaryQuery('es').queryKey)).toEqual([]);
  });

  it('never throws when the API fails: the page renders its error state', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse(503, { message: 'Datenbank nicht erreichbar' }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(routes[ID('faq')]?.loader?.(loaderArgs(queryClient))).resolves.toBeUndefined();
    expect(queryClient.getQueryState(faqQuery('es').queryKey)?.status).toBe('error');
    expect(log).toHaveBeenCalledWith('Failed to fetch FAQs', expect.anything());
    log.mockRestore();
  });

  it('with a preview token loads the preview; a bad one is a 404', async () => {
    const previewed = [{ id: 'n', question: 'q', answer: 'a', preview: true }];
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('token=ok')
        ? jsonResponse(200, previewed)
        : jsonResponse(404, { error: 'Vorschau-Link ungültig oder abgelaufen' }),
    );
    const queryClient = new QueryClient();
    const faq = routes[ID('faq')]?.loader;
    await expect(faq?.(loaderArgs(queryClient, '?preview=ok'))).resolves.toBeUndefined();
    expect(queryClient.getQueryData(faqPreviewQuery('es', 'ok').queryKey)).toEqual(previewed);
    await expect(faq?.(loaderArgs(queryClient, '?preview=alt'))).resolves.toEqual({ status: 404 });
    await expect(
      routes[ID('glossar')]?.loader?.(loaderArgs(queryClient, '?preview=alt')),
    ).resolves.toEqual({ status: 404 });
  });

  it('lists its FAQs and glossary at the paths the console’s preview links use', () => {
    expect(subpagePath('faq')).toBe(LIST_PAGES.faqs);
    expect(subpagePath('glossary')).toBe(LIST_PAGES.glossary);
  });
});
