import type { CatalogLoader, Language, LazyModuleLoader } from 'shared-ui';
import type { ShellCatalog } from './de';

/**
 * The browser loads the shell's catalog of the page's language only (before
 * hydrating, preloaded by the server with the page), and another language's
 * when the visitor switches: three catalogs on every first load would be
 * two too many. Each loads on demand.
 */
const catalogs: Record<Language, LazyModuleLoader<ShellCatalog>> = {
  de: () => import(/* webpackChunkName: "texts-de" */ './de').then((m) => m.de),
  es: () => import(/* webpackChunkName: "texts-es" */ './es').then((m) => m.es),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './fr').then((m) => m.fr),
};

export const loadShellCatalog: CatalogLoader = (language) => catalogs[language]();

/** The module of `language`'s catalog, whose files the server preloads for a page in it. */
export const shellCatalogModule = (language: Language) => catalogs[language].lazyModule;
