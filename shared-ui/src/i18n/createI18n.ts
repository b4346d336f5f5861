import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../locale/locale';
import { commonTexts } from './commonTexts';

/**
 * One i18next instance per page (per request on the server). Each app brings
 * its own namespace; German is the fallback because the spec's texts are German.
 */
export function createI18n(language: Language, resources: Resource = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'de',
    supportedLngs: ['de', 'es', 'fr'],
    defaultNS: 'common',
    ns: ['common'],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  addTexts(instance, commonTexts);
  return instance;
}

/** A section's texts: its namespace and a complete catalog per language. */
export interface SectionTexts<T extends object = object> {
  ns: string;
  resources: Record<Language, T>;
}

/** Adds a namespace's catalogs once; remotes call this when they first render. */
export function addTexts(instance: I18n, texts: SectionTexts): void {
  for (const [language, catalog] of Object.entries(texts.resources)) {
    if (!instance.hasResourceBundle(language, texts.ns)) {
      instance.addResourceBundle(language, texts.ns, catalog, true, false);
    }
  }
}
