/**
 * @jest-environment node
 */
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router-dom';
import type { SectionDeclaration } from 'shared-ui';
import { createRoutes } from '../../app/routes';
import { createRouteDiscovery } from './discoverRoutes';
import type { SectionRegistry } from './sectionRegistry';
import type { ShellRouteContext } from './shellRouteContext';
import type { SiteSnapshot } from './siteTable';

const Page = () => null;
const feedback: SectionDeclaration = {
  routes: [
    { id: 'feedback.roadmap', path: 'roadmap', page: async () => Page },
    // Declared by the section but refused by the server's table: never routed.
    { id: 'feedback.refused', path: 'roadmap/refused', page: async () => Page },
  ],
};
const site: SiteSnapshot = {
  version: 'v1',
  sections: [
    {
      name: 'feedback',
      prefixes: ['roadmap'],
      status: 'ok',
      routes: [{ id: 'feedback.roadmap', path: 'roadmap', inSitemap: true }],
    },
    { name: 'verifactu', prefixes: ['hellocash/verifactu'], status: 'failed', routes: [] },
  ],
  menu: [],
};

function setup({ version = 'v1', load = async () => feedback } = {}) {
  const registry: SectionRegistry = { load: jest.fn(load), config: jest.fn() };
  const loadDocument = jest.fn();
  const context: ShellRouteContext = { queryClient: new QueryClient(), rootLocale: () => 'de_DE' };
  const router = createMemoryRouter(createRoutes({ sections: [], loaded: new Map() }), {
    initialEntries: ['/de_DE'],
    getContext: () => context as never,
    patchRoutesOnNavigation: createRouteDiscovery({
      site,
      registry,
      known: [],
      currentVersion: async () => version,
      loadDocument,
    }),
  });
  const lastMatch = () => router.state.matches.at(-1)?.route.id;
  return { router, registry, loadDocument, lastMatch };
}

describe('route discovery in the browser', () => {
  it("adds a section's accepted routes when the visitor first navigates under its prefixes", async () => {
    const { router, registry, lastMatch } = setup();
    await router.navigate('/de_DE/roadmap');
    expect(lastMatch()).toBe('feedback.roadmap');
    await router.navigate('/de_DE');
    await router.navigate('/es_ES/roadmap');
    expect(registry.load).toHaveBeenCalledTimes(1);
    await router.navigate('/de_DE/roadmap/refused');
    expect(lastMatch()).toBe('not-found');
  });

  it('loads the page anew when remotes.json has changed since the page was rendered', async () => {
    const { router, loadDocument, lastMatch } = setup({ version: 'v2' });
    void router.navigate('/de_DE/roadmap');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadDocument).toHaveBeenCalledWith('/de_DE/roadmap');
    expect(lastMatch()).not.toBe('feedback.roadmap');
  });

  it('gives a section that cannot be loaded its fallback instead of a 404', async () => {
    const { router, lastMatch } = setup({
      load: async () => {
        throw new Error('offline');
      },
    });
    await router.navigate('/de_DE/roadmap');
    expect(lastMatch()).toBe('feedback:unavailable:roadmap');
    expect(router.state.errors?.['feedback:unavailable:roadmap']).toMatchObject({ status: 503 });
  });

  it('gives a section the server could not load its fallback without trying', async () => {
    const { router, registry, lastMatch } = setup();
    await router.navigate('/de_DE/hellocash/verifactu/faq');
    expect(lastMatch()).toBe('verifactu:unavailable:hellocash/verifactu/*');
    expect(registry.load).not.toHaveBeenCalled();
  });

  it('leaves shell pages and unknown paths alone', async () => {
    const { router, registry, lastMatch } = setup();
    await router.navigate('/de_DE/about');
    expect(lastMatch()).toBe('about');
    await router.navigate('/de_DE/gibt-es-nicht');
    expect(lastMatch()).toBe('not-found');
    expect(registry.load).not.toHaveBeenCalled();
  });
});
