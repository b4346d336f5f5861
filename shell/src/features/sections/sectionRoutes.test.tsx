/**
 * @jest-environment node
 */
import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { SectionRoute } from 'shared-ui';
import { sectionPage } from './sectionPages';
import { sectionRouteObjects, unavailableSectionRoutes } from './sectionRoutes';
import type { ShellRouteContext } from './shellRouteContext';
import type { SiteSection } from './siteTable';

function RoadmapPage() {
  return null;
}

function setup(route: Partial<SectionRoute> = {}) {
  const roadmap: SectionRoute = {
    id: 'feedback.roadmap',
    path: 'roadmap',
    page: jest.fn().mockResolvedValue(RoadmapPage),
    ...route,
  };
  const queryClient = new QueryClient();
  const context: ShellRouteContext = { queryClient, rootLocale: () => 'de_DE' };
  const [object] = sectionRouteObjects('feedback', [roadmap]);
  const run = (locale: string) =>
    (object!.loader as (args: LoaderFunctionArgs) => Promise<unknown>)({
      params: { locale },
      request: new Request(`http://site/${locale}/roadmap`),
      context,
    } as unknown as LoaderFunctionArgs);
  return { queryClient, run, roadmap, object: object! };
}

describe('section routes', () => {
  it('carry the declared id and path, and the section for the head and preloads', () => {
    const { object, roadmap } = setup();
    expect(object).toMatchObject({
      id: 'feedback.roadmap',
      path: 'roadmap',
      handle: { kind: 'section', section: 'feedback', route: roadmap },
    });
  });

  it("let the page fetch its data into the request's query client, in the URL's locale", async () => {
    const pageLoader = jest.fn().mockResolvedValue(undefined);
    const { queryClient, run } = setup({ loader: pageLoader });
    await run('de_ES');
    expect(pageLoader).toHaveBeenCalledWith(
      expect.objectContaining({
        queryClient,
        locale: { language: 'de', country: 'ES', locale: 'de_ES' },
      }),
    );
  });

  it("load the page's module together with its data, once", async () => {
    const page = jest.fn().mockResolvedValue(RoadmapPage);
    const pageLoader = jest.fn().mockResolvedValue(undefined);
    const { run, roadmap } = setup({ page, loader: pageLoader });
    expect(sectionPage(roadmap)).toBeUndefined(); // not renderable before its module is there
    await run('de_DE');
    await run('de_DE');
    expect(pageLoader).toHaveBeenCalledTimes(2);
    expect(page).toHaveBeenCalledTimes(1);
    expect(sectionPage(roadmap)).toBe(RoadmapPage);
  });

  it("fail when a page's module cannot be loaded, so the fallback (with retry) shows", async () => {
    const { run } = setup({ page: jest.fn().mockRejectedValue(new Error('chunk failed')) });
    await expect(run('de_DE')).rejects.toThrow('chunk failed');
  });

  it("pass a page's not-found answer on as the route's HTTP status", async () => {
    const { run } = setup({ loader: jest.fn().mockResolvedValue({ status: 404 }) });
    await expect(run('de_DE')).resolves.toMatchObject({ init: { status: 404 } });
  });

  it('answer 404 without loading anything under a country the page is not offered in', async () => {
    const pageLoader = jest.fn();
    const { run } = setup({ countries: ['ES'], loader: pageLoader });
    await expect(run('es_DE')).resolves.toMatchObject({
      data: { notOffered: true },
      init: { status: 404 },
    });
    expect(pageLoader).not.toHaveBeenCalled();
    await expect(run('de_ES')).resolves.toBeNull();
    expect(pageLoader).toHaveBeenCalledTimes(1);
  });

  it('load nothing under a first segment that is no locale (the 404 page shows)', async () => {
    const pageLoader = jest.fn();
    const { run } = setup({ loader: pageLoader });
    await expect(run('en_US')).resolves.toBeNull();
    expect(pageLoader).not.toHaveBeenCalled();
  });
});

describe('an unavailable section', () => {
  const products: SiteSection = {
    name: 'products',
    prefixes: ['hellocash'],
    status: 'failed',
    routes: [],
  };
  const verifactu: SiteSection = {
    name: 'verifactu',
    prefixes: ['hellocash/verifactu'],
    status: 'ok',
    routes: [],
  };
  const routes = unavailableSectionRoutes(products, [products, verifactu]);
  const run = (path: string, splat?: string) =>
    (routes.find((route) => route.path === path)!.loader as (args: LoaderFunctionArgs) => unknown)({
      params: { locale: 'de_DE', '*': splat },
    } as unknown as LoaderFunctionArgs);
  const statusOf = (thrown: () => unknown) => {
    try {
      return thrown();
    } catch (error) {
      return error;
    }
  };

  it('answers every path under its prefixes with 503 (its fallback)', () => {
    expect(routes.map((route) => route.path)).toEqual(['hellocash', 'hellocash/*']);
    expect(statusOf(() => run('hellocash'))).toMatchObject({ init: { status: 503 } });
    expect(statusOf(() => run('hellocash/*', 'pos-system'))).toMatchObject({
      init: { status: 503 },
    });
  });

  it("leaves paths under another section's nested prefix to that section (its 404)", () => {
    expect(run('hellocash/*', 'verifactu/unknown')).toMatchObject({ init: { status: 404 } });
  });
});
