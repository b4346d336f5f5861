import type { Country, SearchKind } from 'shared-ui';

/** Results per page of the search page. */
export const SEARCH_PAGE_SIZE = 10;
/** Longest query searched (longer ones are cut): bounds the work a request can ask for. */
export const MAX_QUERY_LENGTH = 200;
/** The search page, below the locale; its query and page parameters. */
export const SEARCH_PATH = 'suche';
export const QUERY_PARAM = 'q';
export const PAGE_PARAM = 'seite';

/** A run of a text, marked when it is one of the words the query matched. */
export interface TextPart {
  text: string;
  mark?: true;
}

export interface SearchHit {
  kind: SearchKind;
  /** Below the locale (an anchor may follow). */
  path: string;
  title: TextPart[];
  /** A passage of the text around the first matched word. */
  excerpt: TextPart[];
  /** Another country's content only (Verifactu outside Spain): these countries, for its label. */
  onlyIn?: Country[];
}

/** The answer to one query, as the search page shows it. */
export interface SearchAnswer {
  /** The query as searched (trimmed, cut to MAX_QUERY_LENGTH). */
  query: string;
  page: number;
  pages: number;
  total: number;
  hits: SearchHit[];
  /** Without hits: the closest terms the index knows. */
  suggestions: string[];
}

/**
 * The query of a search page's URL, bounded: control characters (a NUL has
 * no place in HTML) and runs of whitespace become one space, at most
 * MAX_QUERY_LENGTH characters (Unicode-aware).
 */
export function boundedQuery(raw: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  const collapsed = (raw ?? '').replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  return Array.from(collapsed).slice(0, MAX_QUERY_LENGTH).join('');
}

/** The page number of a URL's `seite`: 1 unless a whole number from 1 on (at most 100). */
export function pageNumber(raw: string | null | undefined): number {
  const page = /^[1-9][0-9]{0,2}$/.test(raw ?? '') ? Number(raw) : 1;
  return Math.min(page, 100);
}

/** The search page's URL below the locale prefix, for a query and page. */
export function searchHref(query: string, page = 1): string {
  const params = new URLSearchParams({ [QUERY_PARAM]: query });
  if (page > 1) params.set(PAGE_PARAM, String(page));
  return `${SEARCH_PATH}?${params.toString()}`;
}
