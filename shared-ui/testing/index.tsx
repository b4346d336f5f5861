import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createStore } from 'zustand/vanilla';
import { createQueryClient } from '../src/api/queryClient';
import { createI18n } from '../src/i18n/createI18n';
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
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={createI18n(language)}>
        <LocaleProvider store={localeStore}>
          <ThemeModeProvider store={themeStore}>
            <VisitorProvider visitorId={options.visitorId}>
              <ToastProvider>
                <MemoryRouter initialEntries={[options.route ?? `/${toLocale(language, country)}`]}>
                  {ui}
                </MemoryRouter>
              </ToastProvider>
            </VisitorProvider>
          </ThemeModeProvider>
        </LocaleProvider>
      </I18nextProvider>
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
