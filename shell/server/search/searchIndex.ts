import MiniSearch, { type SearchResult } from 'minisearch';
import type { Country, Language, SearchDocument } from 'shared-ui';
import {
  SEARCH_PAGE_SIZE,
  type SearchAnswer,
  type SearchHit,
} from '../../src/features/search/searchAnswer';
import { excerpt, highlight } from './highlight';
import { foldTerm, indexTerms, queryTerms, wordsOf } from './searchText';

interface IndexedDocument extends SearchDocument {
  id: number;
}

/** One language's index and the documents it points at. */
export interface LanguageIndex {
  language: Language;
  documents: readonly IndexedDocument[];
  search: MiniSearch<IndexedDocument>;
  /** Each indexed word, folded → as first written: suggestions read as the site writes them. */
  spellings: ReadonlyMap<string, string>;
}

/**
 * The title weighs more than the text: a page about the query outranks one
 * that mentions it. Prefix search from 3 letters ('verif' → Verifactu); one
 * typo from 5 letters, two from 10 ('Verifaktu' → Verifactu).
 */
const SEARCH_OPTIONS = {
  boost: { title: 3 },
  prefix: (term: string) => term.length >= 3,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  // The query's terms are already folded and stop words are out (queryTerms).
  tokenize: (query: string) => query.split(' '),
  processTerm: (term: string) => term,
};

export function buildLanguageIndex(
  language: Language,
  documents: readonly SearchDocument[],
): LanguageIndex {
  const indexed = documents.map((document, id) => ({ ...document, id }));
  const search = new MiniSearch<IndexedDocument>({
    fields: ['title', 'text'],
    tokenize: wordsOf,
    processTerm: (term) => indexTerms(language, term),
    searchOptions: SEARCH_OPTIONS,
  });
  search.addAll(indexed);
  const spellings = new Map<string, string>();
  for (const { title, text } of indexed)
    for (const word of wordsOf(`${title} ${text}`)) {
      const folded = foldTerm(word);
      if (!spellings.has(folded)) spellings.set(folded, word);
    }
  return { language, documents: indexed, search, spellings };
}

/** Whether a document is the visitor's country's own content (no countries: everyone's). */
const offeredIn = (document: SearchDocument, country: Country) =>
  !document.countries || document.countries.includes(country);

/**
 * The query's results: all its terms first; when no document has them all,
 * any of them. The visitor's country's own content comes first (in score
 * order), then other countries' (Verifactu outside Spain), labelled.
 */
export function rankedResults(
  index: LanguageIndex,
  query: string,
  country: Country,
): SearchResult[] {
  const terms = queryTerms(index.language, query);
  if (terms.length === 0) return [];
  const text = terms.join(' ');
  let results = index.search.search(text, { combineWith: 'AND' });
  if (results.length === 0 && terms.length > 1)
    results = index.search.search(text, { combineWith: 'OR' });
  const own = (result: SearchResult) => offeredIn(index.documents[result.id as number]!, country);
  return [...results.filter(own), ...results.filter((result) => !own(result))];
}

/** The closest terms the index knows (more typos allowed than in a search), as the site writes them. */
export function suggestionsFor(index: LanguageIndex, query: string): string[] {
  const terms = queryTerms(index.language, query);
  if (terms.length === 0) return [];
  const suggested = new Set<string>();
  for (const term of terms) {
    const close = index.search.autoSuggest(term, { fuzzy: 0.4, prefix: true });
    for (const { terms: matched } of close) {
      const word = matched.map((one) => index.spellings.get(one)).find(Boolean);
      if (word) suggested.add(word);
      if (suggested.size >= 5) break;
    }
  }
  return [...suggested].slice(0, 5);
}

/** One page of a query's answer: results with their words marked, or suggestions without any. */
export function answerQuery(
  index: LanguageIndex,
  { query, page, country }: { query: string; page: number; country: Country },
): SearchAnswer {
  const results = rankedResults(index, query, country);
  const pages = Math.max(1, Math.ceil(results.length / SEARCH_PAGE_SIZE));
  const shown = Math.min(page, pages);
  const hits = results
    .slice((shown - 1) * SEARCH_PAGE_SIZE, shown * SEARCH_PAGE_SIZE)
    .map((result) => hitOf(index.documents[result.id as number]!, result.terms, country));
  return {
    query,
    page: shown,
    pages,
    total: results.length,
    hits,
    suggestions: results.length === 0 && query ? suggestionsFor(index, query) : [],
  };
}

function hitOf(document: IndexedDocument, terms: string[], country: Country): SearchHit {
  return {
    kind: document.kind,
    path: document.path,
    title: highlight(document.title, terms),
    excerpt: excerpt(document.text, terms),
    ...(offeredIn(document, country) ? {} : { onlyIn: [...(document.countries ?? [])] }),
  };
}
