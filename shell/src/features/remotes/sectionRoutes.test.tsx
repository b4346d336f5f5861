/**
 * @jest-environment node
 */
import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { SectionRoute } from 'shared-ui';
import { sectionPage } from './sectionPages';
import type { SectionRegistry } from './sectionRegistry';
import { sectionRoutes } from './sectionRoutes';

function setup(routeLoader?: jest.Mock, page: Partial<SectionRoute> = { Component: () => null }) {
  const module = { routes: { roadmap: { ...page, loader: routeLoader } as SectionRoute } };
  const registry: SectionRegistry = {
    load: jest.fn().mockResolvedValue(module),
    loaded: () => module,
    config: async () => ({}),
  };
  const queryClient = new QueryClient();
  const [route] = sectionRoutes(
    { remote: 'feedback', routes: [{ id: 'roadmap', path: 'roadmap' }] },
    queryClient,
    registry,
  );
  const run = (locale: string) =>
    (route!.loader as (args: LoaderFunctionArgs) => Promise<unknown>)({
      params: { locale },
      request: new Request(`http://site/${locale}/roadmap`),
      context: undefined,
    } as unknown as LoaderFunctionArgs);
  return { registry, queryClient, run, roadmap: module.routes.roadmap };
}

describe('section routes', () => {
  it("load the remote, then let the page fetch its data into the page's query client", async () => {
    const pageLoader = jest.fn().mockResolvedValue(undefined);
    const { registry, queryClient, run } = setup(pageLoader);
    await run('de_ES');
    expect(registry.load).toHaveBeenCalledWith('feedback');
    expect(pageLoader).toHaveBeenCalledWith(
      expect.objectContaining({
        queryClient,
        locale: { language: 'de', country: 'ES', locale: 'de_ES' },
      }),
    );
  });

  it('load a page that lives in its own chunk together with its data, once', async () => {
    function RoadmapPage() {
      return null;
    }
    const loadComponent = jest.fn().mockResolvedValue(RoadmapPage);
    const pageLoader = jest.fn().mockResolvedValue(undefined);
    const { run, roadmap } = setup(pageLoader, { loadComponent });
    expect(sectionPage(roadmap)).toBeUndefined(); // not renderable before its chunk is there
    await run('de_DE');
    await run('de_DE');
    expect(pageLoader).toHaveBeenCalledTimes(2);
    expect(loadComponent).toHaveBeenCalledTimes(1);
    expect(sectionPage(roadmap)).toBe(RoadmapPage);
  });

  it("fail when a page's chunk cannot be loaded, so the fallback (with retry) shows", async () => {
    const { run } = setup(undefined, {
      loadComponent: jest.fn().mockRejectedValue(new Error('chunk failed')),
    });
    await expect(run('de_DE')).rejects.toThrow('chunk failed');
  });

  it("pass a page's not-found answer on as the route's HTTP status", async () => {
    const { run } = setup(jest.fn().mockResolvedValue({ status: 404 }));
    await expect(run('de_DE')).resolves.toMatchObject({ init: { status: 404 } });
  });

  it('load nothing under a first segment that is no locale (the 404 page shows)', async () => {
    const { registry, run } = setup();
    await expect(run('en_US')).resolves.toBeNull();
    expect(registry.load).not.toHaveBeenCalled();
  });

  it('fail when the remote lacks the route, so the fallback shows', async () => {
    const { registry, run } = setup();
    (registry.load as jest.Mock).mockResolvedValue({ routes: {} });
    await expect(run('de_DE')).rejects.toThrow('Remote "feedback" has no route "roadmap"');
  });
});
