import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { addTexts, createI18n, createQueryClient } from 'shared-ui';
import { AppProviders, type AppContext } from './app/AppProviders';
import { HYDRATION_GLOBAL, type ShellHydrationState } from './app/hydrationState';
import { createRoutes } from './app/routes';
import { sections } from './app/sections';
import { resolveLocale } from './features/locale/resolveLocale';
import { withCookieMirror } from './features/locale/localeCookie';
import { createLocaleStore } from './features/locale/localeStore';
import { browserLocalStorage } from './lib/safeStorage';
import { fetchRemotesConfig } from './features/remotes/fetchRemotesConfig';
import { loadSectionPage } from './features/remotes/sectionPages';
import { createSectionRegistry } from './features/remotes/sectionRegistry';
import { createThemeStore } from './features/theme/themeStore';
import { ensureVisitorId } from './features/visitor/visitorCookie';
import { shellTexts } from './texts';

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

const context: AppContext = {
  queryClient: createQueryClient(),
  i18n: createI18n(initialLocale.language),
  localeStore: createLocaleStore(initialLocale, storage),
  // The inline head script already applied the theme; the store starts from it.
  themeStore: createThemeStore(root.classList.contains('dark') ? 'dark' : 'light', storage, root),
  visitorId: ensureVisitorId(document),
  sections: createSectionRegistry({
    // The page carries the remotes.json it was rendered with; later reads (a retry) fetch it.
    readConfig: (() => {
      let inlined = serverState?.remotes;
      return async () => {
        const config = inlined ?? (await fetchRemotesConfig());
        inlined = undefined;
        return config;
      };
    })(),
    entryUrl: (path) => new URL(path, window.location.origin).href,
    configMaxAgeMs: Infinity,
  }),
};
const registry = context.sections;
addTexts(context.i18n, shellTexts);
if (serverState) hydrate(context.queryClient, serverState.queries);

const routes = createRoutes({
  queryClient: context.queryClient,
  sections: registry,
  rootLocale: () => context.localeStore.getState().locale,
});

/**
 * The sections the server rendered must be loaded before hydrating, or the
 * markup would differ. A section that failed on the server shows its
 * fallback; it is not fetched again until the visitor asks (retry button).
 */
async function loadRenderedSections(failedRouteIds: string[]): Promise<void> {
  const matchedIds = new Set(
    (matchRoutes(routes, window.location) ?? [])
      .map((match) => match.route.id)
      .filter((id) => id !== undefined && !failedRouteIds.includes(id)),
  );
  await Promise.all(
    sections.map(async (section) => {
      const routeIds = section.routes.map((route) => route.id).filter((id) => matchedIds.has(id));
      if (routeIds.length === 0) return;
      const module = await registry.load(section.remote).catch(() => undefined);
      const pages = routeIds.map((id) => module?.routes[id]).filter((route) => route !== undefined);
      await Promise.all(pages.map((route) => loadSectionPage(route).catch(() => undefined)));
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  if (!serverState) {
    // No server rendering (a static copy, a test harness): render from scratch.
    createRoot(container).render(
      <StrictMode>
        <AppProviders context={context}>
          <RouterProvider router={createBrowserRouter(routes)} />
        </AppProviders>
      </StrictMode>,
    );
    return;
  }
  const routerData = (
    window as unknown as {
      __staticRouterHydrationData?: { errors?: Record<string, unknown> | null };
    }
  ).__staticRouterHydrationData;
  await loadRenderedSections(Object.keys(routerData?.errors ?? {}));
  const router = createBrowserRouter(routes); // picks up window.__staticRouterHydrationData
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
