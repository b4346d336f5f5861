import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  createI18n,
  I18nProvider,
  createQueryClient,
  LocaleProvider,
  toLocale,
  type Language,
  type LocaleState,
} from 'shared-ui';
import { createStore } from 'zustand/vanilla';

/**
 * jsdom has no Fetch `Request`, which React Router builds for every
 * navigation and revalidation: enough of one for routes without loaders.
 */
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal | undefined;
    constructor(url: string | URL, init: RequestInit = {}) {
      this.url = String(url);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? undefined;
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}

/**
 * Renders a console component as the shell does, in a data router (the
 * console revalidates its loaders after a change), with a query cache the
 * test may fill first, as a page's loader would have.
 */
export function renderConsole(
  ui: ReactNode,
  {
    path = '/de_DE/admin',
    language = 'de',
    queryClient = createQueryClient(),
  }: { path?: string; language?: Language; queryClient?: QueryClient } = {},
) {
  const localeStore = createStore<LocaleState>()(() => ({
    country: 'DE',
    language,
    locale: toLocale(language, 'DE'),
    setCountry: () => undefined,
    setLanguage: () => undefined,
    setLocale: () => undefined,
  }));
  const router = createMemoryRouter([{ path: '/:locale/*', element: ui }], {
    initialEntries: [path],
  });
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
