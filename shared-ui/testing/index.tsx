import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type ActionFunctionArgs } from 'react-router-dom';
import { apiRequest } from '../src/api/apiClient';
import type { SectionActionArgs } from '../src/contract/section';
import { createStore } from 'zustand/vanilla';
import { createQueryClient } from '../src/api/queryClient';
import { createI18n } from '../src/i18n/createI18n';
import { I18nProvider } from '../src/i18n/useTranslation';
import { LocaleProvider, type LocaleState } from '../src/locale/LocaleContext';
import { DEFAULT_LANGUAGE, toLocale, type Country, type Language } from '../src/locale/locale';
import { ThemeModeProvider, type ThemeState } from '../src/theme/ThemeModeContext';
import { ToastProvider } from '../src/toast/Toaster';
import { VisitorProvider } from '../src/visitor/VisitorContext';

/**
 * Renders a section's component inside the same providers the shell gives it,
 * so remotes test their pages without knowing the shell.
 */
export interface SectionRenderOptions {
  country?: Country;
  language?: Language;
  visitorId?: string;
  route?: string;
  /**
   * The section's action for forms posted on the page, run as a hydrated
   * page runs it (the browser's router, the API through fetch).
   */
  action?: (args: SectionActionArgs) => Promise<unknown>;
}

export function renderSection(ui: ReactNode, options: SectionRenderOptions = {}): RenderResult {
  const country = options.country ?? 'DE';
  const language = options.language ?? DEFAULT_LANGUAGE[country];
  const localeStore = createStore<LocaleState>()(() => ({
    country,
    language,
    locale: toLocale(language, country),
    setCountry: () => undefined,
    setLanguage: () => undefined,
    setLocale: () => undefined,
  }));
  const themeStore = createStore<ThemeState>()(() => ({
    mode: 'dark',
    setMode: () => undefined,
    toggle: () => undefined,
  }));
  const queryClient = createQueryClient();
  const locale = { locale: toLocale(language, country), language, country };
  const { action } = options;
  // A data router, as the shell gives pages: forms post through its fetchers.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: ui,
        ...(action
          ? {
              action: async ({ params, request }: ActionFunctionArgs) =>
                action({
                  params,
                  request,
                  queryClient,
                  locale,
                  formData: await request.formData(),
                  visitorId: options.visitorId,
                  hydrated: true,
                  api: (method, path, body) => apiRequest(method, path, body),
                }),
            }
          : {}),
      },
    ],
    { initialEntries: [options.route ?? `/${locale.locale}`] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={createI18n(language)}>
        <LocaleProvider store={localeStore}>
          <ThemeModeProvider store={themeStore}>
            <VisitorProvider visitorId={options.visitorId}>
              <ToastProvider>
                <RouterProvider router={router} />
              </ToastProvider>
            </VisitorProvider>
          </ThemeModeProvider>
        </LocaleProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

/** A fetch answer good enough for the API client (jsdom has no Response). */
export function jsonResponse(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    text: async () => text,
    json: async () => body,
  } as Response;
}
