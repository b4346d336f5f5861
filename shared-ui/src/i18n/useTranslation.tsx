import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n, TFunction } from './createI18n';

const I18nContext = createContext<I18n | null>(null);

/** The page's one i18n instance, handed to the shell and every remote through context. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `t` bound to a namespace (default `common`) in the page's language; re-renders on a switch. */
export function useTranslation(ns = 'common'): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation must be used within an I18nProvider');
  const readLanguage = () => i18n.language;
  const language = useSyncExternalStore(i18n.subscribe, readLanguage, readLanguage);
  const t = useMemo(() => i18n.getFixedT(language, ns), [i18n, language, ns]);
  return { t, i18n };
}
