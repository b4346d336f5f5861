import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';
import type { Country, Language, Locale } from './locale';

export interface LocaleState {
  country: Country;
  language: Language;
  locale: Locale;
  /** Choosing a country also switches to its default language (SPEC §4). */
  setCountry: (country: Country) => void;
  setLanguage: (language: Language) => void;
  /** The URL's locale wins on navigation. */
  setLocale: (language: Language, country: Country) => void;
}

export type LocaleStore = StoreApi<LocaleState>;

const LocaleContext = createContext<LocaleStore | null>(null);

export function LocaleProvider({ store, children }: { store: LocaleStore; children: ReactNode }) {
  return <LocaleContext.Provider value={store}>{children}</LocaleContext.Provider>;
}

function useLocaleStore(): LocaleStore {
  const store = useContext(LocaleContext);
  if (!store) throw new Error('useLocale must be used within a LocaleProvider');
  return store;
}

export function useLocale(): LocaleState;
export function useLocale<T>(selector: (state: LocaleState) => T): T;
export function useLocale<T>(selector?: (state: LocaleState) => T) {
  return useStore(useLocaleStore(), selector ?? ((state) => state as unknown as T));
}

/** Builds a link inside the current locale: `localePath('feedback')` → `/de_DE/feedback`. */
export function useLocalePath(): (path?: string) => string {
  const locale = useLocale((state) => state.locale);
  return useCallback((path = '') => localePath(locale, path), [locale]);
}

export function localePath(locale: Locale, path = ''): string {
  const rest = path.replace(/^\/+/, '');
  return rest ? `/${locale}/${rest}` : `/${locale}`;
}
