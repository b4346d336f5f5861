import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  apiRequest,
  createI18n,
  I18nProvider,
  createQueryClient,
  LocaleProvider,
  toLocale,
  type Language,
  type LocaleState,
} from 'shared-ui';
import { createStore } from 'zustand/vanilla';
import { section } from '../section';

/**
 * Renders a console component as the shell does, in a data router with the
 * declared route's loader (run again after a form's post, as on every
 * navigation; the first render has its data, the test fills the cache) and
 * action (run as a hydrated page runs it: the browser's router, the API
 * through fetch).
 */
export function renderConsole(
  ui: ReactNode,
  {
    path = '/de_DE/admin',
    language = 'de',
    queryClient = createQueryClient(),
    routeId = 'admin.dashboard',
    routePath = '/:locale/*',
  }: {
    path?: string;
    language?: Language;
    queryClient?: QueryClient;
    routeId?: string;
    /** The route's pattern, for a page that reads its params (`/:locale/admin/board/entries/:id`). */
    routePath?: string;
  } = {},
) {
  const localeStore = createStore<LocaleState>()(() => ({
    country: 'DE',
    language,
    locale: toLocale(language, 'DE'),
    setCountry: () => undefined,
    setLanguage: () => undefined,
    setLocale: () => undefined,
  }));
  const route = section.routes.find((candidate) => candidate.id === routeId);
  if (!route) throw new Error(`no console route ${routeId}`);
  const locale = { language, country: 'DE' as const, locale: toLocale(language, 'DE') };
  const router = createMemoryRouter(
    [
      {
        id: 'page',
        path: routePath,
        element: ui,
        loader: async ({ params, request }) => {
          await route.loader?.({ params, request, queryClient, locale });
          return null;
        },
        action: async ({ params, request }) =>
          route.action?.({
            params,
            request,
            queryClient,
            locale,
            formData: await request.formData(),
            visitorId: undefined,
            hydrated: true,
            api: (method, apiPath, body) => apiRequest(method, apiPath, body),
          }),
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { page: null } } },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={createI18n(language)}>
        <LocaleProvider store={localeStore}>
          <RouterProvider router={router} />
        </LocaleProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
