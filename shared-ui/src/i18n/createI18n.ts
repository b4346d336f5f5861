import { LANGUAGES, type Language } from '../locale/locale';
import { commonTexts } from './commonTexts';
import type { SectionTexts } from './sectionTexts';
import { pluralRules } from './intlFormats';

/**
 * The site's own i18n (DESIGN.md §6): one instance per page (per request on
 * the server), one namespace per app, German as the fallback because the
 * spec's texts are German. It does what the catalogs need and no more —
 * `{{name}}` interpolation, `_one`/`_other` plurals by `Intl.PluralRules`,
 * arrays with `returnObjects` — so the first load does not carry a general
 * i18n library. Keys read `a.b.c` in the bound namespace, or `ns:a.b.c`.
 */
export interface TOptions {
  /** Picks the plural form `key_one`, `key_other`… for the language. */
  count?: number;
  /** Answers the catalog's value itself (an array of bullets) instead of a string. */
  returnObjects?: boolean;
  [variable: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

type Catalog = Record<string, unknown>;

/** Loads a namespace's catalog for a language the page has not needed yet. */
export type CatalogLoader = (language: Language) => Promise<object>;

export interface I18n {
  readonly language: Language;
  /** `t` of the `common` namespace (`ns:key` for another). */
  t: TFunction;
  getFixedT(language: Language | null, ns: string): TFunction;
  /** Loads the language's missing catalogs first, then switches and tells subscribers. */
  changeLanguage(language: Language): Promise<void>;
  hasCatalog(language: Language, ns: string): boolean;
  /**
   * Adds a namespace's catalog, or a part of it (`pageTexts`): a part is
   * merged into what the namespace has, block by block; a text already there stays.
   */
  addCatalog(language: Language, ns: string, catalog: object): void;
  /** How a namespace whose catalogs are not all in the bundle gets another language's. */
  addLoader(ns: string, load: CatalogLoader): void;
  /** For React: called after every language change. */
  subscribe(listener: () => void): () => void;
}

const FALLBACK: Language = 'de';
const DEFAULT_NS = 'common';
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(catalog: Catalog | undefined, path: string): unknown {
  let value: unknown = catalog;
  for (const part of path.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Catalog)[part];
  }
  return value;
}

function interpolate(text: string, options: TOptions): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

export function createI18n(initialLanguage: Language): I18n {
  let language = initialLanguage;
  const catalogs = new Map<string, Catalog>();
  const loaders = new Map<string, CatalogLoader>();
  const listeners = new Set<() => void>();
  const added = new WeakSet<object>();
  const catalogKey = (lng: Language, ns: string) => `${lng}:${ns}`;

  const pluralOf = (lng: Language, count: number) => pluralRules(lng).select(count);

  const resolve = (lng: Language, ns: string, key: string, options: TOptions): unknown => {
    const catalog = catalogs.get(catalogKey(lng, ns));
    if (typeof options.count === 'number') {
      const plural = lookup(catalog, `${key}_${pluralOf(lng, options.count)}`);
      if (plural !== undefined) return plural;
    }
    return lookup(catalog, key);
  };

  const getFixedT =
    (lng: Language | null, boundNs: string): TFunction =>
    (rawKey, options = {}) => {
      const separator = rawKey.indexOf(':');
      const ns = separator > 0 ? rawKey.slice(0, separator) : boundNs;
      const key = separator > 0 ? rawKey.slice(separator + 1) : rawKey;
      const current = lng ?? language;
      let value = resolve(current, ns, key, options);
      if (value === undefined && current !== FALLBACK) value = resolve(FALLBACK, ns, key, options);
      if (typeof value === 'string') return interpolate(value, options);
      // Arrays (bullets) are typed by the caller; a missing key shows itself.
      if (value !== undefined && options.returnObjects) return value as string;
      return key;
    };

  const instance: I18n = {
    get language() {
      return language;
    },
    t: (key, options) => getFixedT(null, DEFAULT_NS)(key, options),
    getFixedT,
    async changeLanguage(next) {
      await Promise.all(
        [...loaders].map(async ([ns, load]) => {
          if (!instance.hasCatalog(next, ns)) instance.addCatalog(next, ns, await load(next));
        }),
      );
      if (next === language) return;
      language = next;
      for (const listener of listeners) listener();
    },
    hasCatalog: (lng, ns) => catalogs.has(catalogKey(lng, ns)),
    addCatalog: (lng, ns, catalog) => {
      // Components add their texts on every render: a catalog object is merged once.
      if (added.has(catalog)) return;
      added.add(catalog);
      const existing = catalogs.get(catalogKey(lng, ns));
      catalogs.set(
        catalogKey(lng, ns),
        existing ? merged(existing, catalog as Catalog) : (catalog as Catalog),
      );
    },
    addLoader: (ns, load) => loaders.set(ns, load),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  addTexts(instance, commonTexts);
  return instance;
}

/** Adds a namespace's catalogs (or a page's part of them) once; remotes call this when they render. */
export function addTexts(instance: I18n, texts: SectionTexts): void {
  for (const language of LANGUAGES)
    instance.addCatalog(language, texts.ns, texts.resources[language]);
}

const isBlock = (value: unknown): value is Catalog =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `into` with what only `from` has, block by block (new objects: catalogs are module constants). */
function merged(into: Catalog, from: Catalog): Catalog {
  const result: Catalog = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = result[key];
    if (current === undefined) result[key] = value;
    else if (isBlock(current) && isBlock(value)) result[key] = merged(current, value);
  }
  return result;
}

/**
 * A page's own block of its section's namespace, kept in the page's feature
 * folder so that it loads with the page's chunk, not with the section's
 * declaration (which every page of the section loads). The block joins what
 * the section's catalog has under the same name (a page's title and heading,
 * which the head and breadcrumbs need without the page). The result holds
 * the section's catalog too, so a page's components need only its texts.
 */
export function pageTexts<T extends object, K extends string, B extends object>(
  section: SectionTexts<T>,
  block: K,
  resources: Record<Language, B>,
): SectionTexts<T & Record<K, B>> {
  const withBlock = (language: Language) =>
    merged(section.resources[language] as Catalog, { [block]: resources[language] }) as T &
      Record<K, B>;
  return {
    ns: section.ns,
    resources: { de: withBlock('de'), es: withBlock('es'), fr: withBlock('fr') },
  };
}
