import { COUNTRIES, type Country, type Language } from '../locale/locale';
import type { SectionTexts } from '../i18n/sectionTexts';

/**
 * What a search result is (its label on the results page, in every
 * language from the shell's catalog): an e-book, a product, a success
 * story, an FAQ entry, a glossary term, a roadmap item, or a page.
 */
export const SEARCH_KINDS = [
  'ebook',
  'product',
  'story',
  'faq',
  'glossary',
  'roadmap',
  'page',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** What a section's `search` is asked for: the API, and the language to write the documents in. */
/** What a section's data-driven declarations (sitemap, search) get from the shell. */
export interface SitemapContext {
  /** GET of an API path (`/api/ebooks?country=ES`), parsed JSON; throws on failure. */
  fetchJson: (path: string) => Promise<unknown>;
}

export interface SearchContext extends SitemapContext {
  language: Language;
}

/**
 * One thing a visitor can find with the site search: a page, or a record
 * shown on a page (an FAQ entry on the FAQ page).
 */
export interface SearchDocument {
  title: string;
  /** What the page says about it, plain text (never markup): searched, and shown shortened. */
  text: string;
  /** Where it is, relative to the locale prefix; an anchor may follow (`roadmap#kasse`). */
  path: string;
  /** The language `title` and `text` are written in (the index it goes into). */
  language: Language;
  /**
   * The countries whose content it is (default: all): listed first for their
   * visitors, after the rest for others, and labelled with these countries.
   */
  countries?: readonly Country[];
  kind: SearchKind;
}

/** A document before it is known which countries list it (see `searchByCountry`). */
export type SearchDocumentOf = Omit<SearchDocument, 'countries' | 'language'>;

/**
 * Search documents for records the API lists per country (e-books, products,
 * stories): one request per country in the context's language, each record
 * once (by path and title), offered in the countries that list it.
 */
export async function searchByCountry<T>(
  { fetchJson, language }: SearchContext,
  listUrl: (country: Country, language: Language) => string,
  documentOf: (record: T) => SearchDocumentOf,
): Promise<SearchDocument[]> {
  const lists = await Promise.all(
    COUNTRIES.map(async (country) => ({
      country,
      records: (await fetchJson(listUrl(country, language))) as T[],
    })),
  );
  const byKey = new Map<string, SearchDocument & { countries: Country[] }>();
  for (const { country, records } of lists) {
    for (const record of records) {
      const document = documentOf(record);
      const key = `${document.path}\n${document.title}`;
      const known = byKey.get(key);
      if (known) known.countries.push(country);
      else byKey.set(key, { ...document, language, countries: [country] });
    }
  }
  // Listed in every country: everyone's content, no label.
  return [...byKey.values()].map((document) =>
    document.countries.length === COUNTRIES.length
      ? { ...document, countries: undefined }
      : document,
  );
}

/** A page whose words come from the section's catalog (a guide, a provider's page). */
export interface CatalogPage<T> {
  path: string;
  countries?: readonly Country[];
  kind?: SearchKind;
  /** Its title and the text to search, from the catalog of the document's language. */
  words: (catalog: T) => { title: string; text: string };
}

/** Search documents for a section's static pages, in the context's language, from its catalog. */
export function catalogPageDocuments<T extends object>(
  texts: SectionTexts<T>,
  language: Language,
  pages: readonly CatalogPage<T>[],
): SearchDocument[] {
  const catalog = texts.resources[language];
  return pages.map(({ path, countries, kind = 'page', words }) => ({
    ...words(catalog),
    path,
    language,
    kind,
    ...(countries ? { countries } : {}),
  }));
}
