import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { addTexts, createI18n, createQueryClient } from 'shared-ui';
import { AppProviders, type AppContext } from './app/AppProviders';
import { HYDRATION_GLOBAL, type ShellHydrationState } from './app/hydrationState';
import { createRoutes } from './app/routes';
import { resolveLocale } from './features/locale/resolveLocale';
import { withCookieMirror } from './features/locale/localeCookie';
import { createLocaleStore } from './features/locale/localeStore';
import { browserLocalStorage } from './lib/safeStorage';
import { acceptedRoutes, createRouteDiscovery } from './features/sections/discoverRoutes';
import { fetchRemotesConfig } from './features/sections/fetchRemotesConfig';
import { loadSectionPage } from './features/sections/sectionPages';
import { createSectionRegistry } from './features/sections/sectionRegistry';
import type { ShellRouteHandle } from './features/sections/sectionRoutes';
import type { ShellRouteContext } from './features/sections/shellRouteContext';
import type { SiteSection } from './features/sections/siteTable';
import { UNDECIDED } from './features/consent/consentCookie';
import { documentLanding } from './features/attribution/attributionCookie';
import { createConsentStore } from './features/consent/consentStore';
import { bannerRendered, loadConsentBanner } from './features/consent/ConsentBannerSlot';
import { createThemeStore } from './features/theme/themeStore';
import { ensureVisitorId } from './features/visitor/visitorCookie';
import { loadShellCatalog } from './texts/loadShellCatalog';
import { shellMenuTexts } from './texts/menuTexts';

// Locale choices are also mirrored to cookies so the server resolves them too.
const storage = withCookieMirror(browserLocalStorage(), document);
const initialLocale = resolveLocale({
  pathname: window.location.pathname,
  search: window.location.search,
  storage,
  browserLanguages: navigator.languages,
});
const root = document.documentElement;
const serverState = (window as unknown as Record<string, ShellHydrationState | undefined>)[
  HYDRATION_GLOBAL
];

const registry = createSectionRegistry({
  // The page carries the remotes.json it was rendered with; later reads (a retry) fetch it.
  readConfig: (() => {
    let inlined = serverState?.remotes;
    return async () => {
      const config = inlined ?? (await fetchRemotesConfig()).config;
      inlined = undefined;
      return config;
    };
  })(),
  entryUrl: (path) => new URL(path, window.location.origin).href,
  configMaxAgeMs: Infinity,
});
const site = serverState?.site ?? { version: '', sections: [], menu: [] };
// The consent the server rendered with; without it (a static copy) nothing is granted.
const consent = serverState?.consent ?? { ...UNDECIDED, revision: undefined };

const context: AppContext = {
  queryClient: createQueryClient(),
  i18n: createI18n(initialLocale.language),
  localeStore: createLocaleStore(initialLocale, storage),
  // The inline head script already applied the theme; the store starts from it.
  themeStore: createThemeStore(root.classList.contains('dark') ? 'dark' : 'light', storage, root),
  consentStore: createConsentStore({
    ...consent,
    // The server set the cookie with the page; only with Statistik consent is it read.
    visitorId: consent.statistics ? ensureVisitorId(document) : undefined,
  }),
  site,
  // The landing is this document's URL and referrer: in-app navigation keeps it in memory.
  landing: documentLanding(),
  errorReference: serverState?.errorReference,
};
addTexts(context.i18n, shellMenuTexts);
context.i18n.addLoader('shell', loadShellCatalog);
// The page's language's catalog (the server preloaded it): loaded before the
// first render, which must show the server's very texts.
const shellCatalogLoaded = context.i18n.changeLanguage(context.i18n.language).then(
  () => true,
  () => false,
);
if (serverState) hydrate(context.queryClient, serverState.queries);

const routeContext: ShellRouteContext = {
  queryClient: context.queryClient,
  rootLocale: () => context.localeStore.getState().locale,
  // Read at each action: a choice made on the page applies to the next form.
  get visitorId() {
    return context.consentStore.getState().visitorId;
  },
};

/**
 * The sections the server rendered must be loaded before hydrating, or the
 * markup would differ: their declarations, then the page on this URL (a
 * section's, or a shell page with its own chunk). One
 * that cannot be loaded shows its fallback (its retry loads the page anew).
 */
async function loadRenderedSections(rendered: string[]) {
  const loaded = new Map<string, ReturnType<typeof acceptedRoutes>>();
  const failed = new Set<string>();
  await Promise.all(
    rendered.map(async (name) => {
      const section = site.sections.find((candidate) => candidate.name === name);
      const declaration = await registry.load(name).catch(() => undefined);
      if (section && declaration) loaded.set(name, acceptedRoutes(section, declaration));
      else failed.add(name);
    }),
  );
  const sections = site.sections.map((section): SiteSection =>
    failed.has(section.name) ? { ...section, status: 'failed' } : section,
  );
  const routes = createRoutes({ sections, loaded });
  // The code of the page on this URL: a section's page, or a shell page with a chunk of its own.
  const pageCode = (matchRoutes(routes, window.location) ?? []).flatMap(({ route }) => {
    const handle = route.handle as ShellRouteHandle | undefined;
    if (handle?.kind === 'section') return [loadSectionPage(handle.route)];
    if (handle?.kind === 'shell' && handle.preload) return [handle.preload()];
    return [];
  });
  await Promise.all(pageCode.map((loading) => loading.catch(() => undefined)));
  return routes;
}

function createRouter(routes: ReturnType<typeof createRoutes>) {
  return createBrowserRouter(routes, {
    getContext: () => routeContext as never,
    patchRoutesOnNavigation: createRouteDiscovery({
      site,
      registry,
      known: serverState?.rendered ?? [],
      currentVersion: async () => (await fetchRemotesConfig()).version,
      loadDocument: (path) => window.location.assign(path),
    }),
  });
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  // Without its texts the page would render keys: the server's page stays as
  // it is, and works as it does without JavaScript.
  if (!(await shellCatalogLoaded)) return;
  if (!serverState) {
    // No server rendering (a static copy, a test harness): render from scratch.
    createRoot(container).render(
      <StrictMode>
        <AppProviders context={context}>
          <RouterProvider
            router={createRouter(createRoutes({ sections: [], loaded: new Map() }))}
          />
        </AppProviders>
      </StrictMode>,
    );
    return;
  }
  // Picks up window.__staticRouterHydrationData.
  const [routes] = await Promise.all([
    loadRenderedSections(serverState.rendered),
    // A banner the server rendered hydrates with the page (its forms work before).
    bannerRendered(document) ? loadConsentBanner().catch(() => undefined) : undefined,
  ]);
  const router = createRouter(routes);
  // Hydrating in a transition lets React yield to the browser every few
  // milliseconds instead of blocking the main thread for the whole page
  // (TBT); server HTML stays visible and clickable meanwhile.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders context={context}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start();
