import type { CatalogLoader, Language } from 'shared-ui';
import type { ShellCatalog } from './de';

/**
 * The browser loads the shell's catalog of the page's language only (before
 * hydrating, preloaded by the server with the page), and another language's
 * when the visitor switches: three catalogs on every first load would be
 * two too many. Each is its own `lazy-texts-<language>` chunk.
 */
const catalogs: Record<Language, () => Promise<ShellCatalog>> = {
  de: () => import(/* webpackChunkName: "lazy-texts-de" */ './de').then((m) => m.de),
  es: () => import(/* webpackChunkName: "lazy-texts-es" */ './es').then((m) => m.es),
  fr: () => import(/* webpackChunkName: "lazy-texts-fr" */ './fr').then((m) => m.fr),
};

export const loadShellCatalog: CatalogLoader = (language) => catalogs[language]();

/** The chunk the server preloads for a page in `language`. */
export const shellCatalogChunk = (language: Language) => `lazy-texts-${language}`;
