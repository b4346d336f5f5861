import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  GlobalStyle,
  I18nProvider,
  LocaleProvider,
  ThemeModeProvider,
  ToastProvider,
  type I18n,
  type LocaleStore,
  type ThemeStore,
} from 'shared-ui';
import type { Touch } from 'contracts/attribution-fields';
import { ConsentedAttribution } from '../features/attribution/ConsentedAttribution';
import { ConsentProvider, type ConsentStore } from '../features/consent/consentStore';
import {
  ErrorReferenceContext,
  type ServerErrorReference,
} from '../features/errors/ErrorReference';
import { LocaleStoreContext } from '../features/locale/useLocaleStoreApi';
import { SiteProvider } from '../features/sections/SiteContext';
import type { SiteSnapshot } from '../features/sections/siteTable';

export interface AppContext {
  queryClient: QueryClient;
  i18n: I18n;
  localeStore: LocaleStore;
  themeStore: ThemeStore;
  /** The visitor's consent; the visitor id lives there (only with Statistik consent). */
  consentStore: ConsentStore;
  /** The sections' routes and menu entries the page is rendered with. */
  site: SiteSnapshot;
  /** What brought the visitor to this document (browser only: the server fills the forms' field itself). */
  landing?: Touch;
  /** The server's render of this page failed in part (503): the reference its fallback shows. */
  errorReference?: ServerErrorReference;
}

/** Everything the shell hands to itself and to the remotes, through context only. */
export function AppProviders({ context, children }: { context: AppContext; children: ReactNode }) {
  return (
    <QueryClientProvider client={context.queryClient}>
      <I18nProvider i18n={context.i18n}>
        <SiteProvider site={context.site}>
          <LocaleStoreContext.Provider value={context.localeStore}>
            <LocaleProvider store={context.localeStore}>
              <ThemeModeProvider store={context.themeStore}>
                <ConsentProvider store={context.consentStore}>
                  <ConsentedAttribution landing={context.landing}>
                    <ToastProvider>
                      <GlobalStyle />
                      <ErrorReferenceContext.Provider value={context.errorReference}>
                        {children}
                      </ErrorReferenceContext.Provider>
                    </ToastProvider>
                  </ConsentedAttribution>
                </ConsentProvider>
              </ThemeModeProvider>
            </LocaleProvider>
          </LocaleStoreContext.Provider>
        </SiteProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
