import { z } from 'zod';
import { languageSchema } from './locale';
import { textField } from './textField';

/** Longest query kept of a search without results (the rest is cut): enough to read, too little to hold a message. */
export const SEARCH_MISS_MAX_LENGTH = 100;

/**
 * A query as it is counted: control characters out, whitespace collapsed,
 * lower case, at most SEARCH_MISS_MAX_LENGTH characters (Unicode-aware).
 * 'Kasse  für Friseur' and 'kasse für friseur' count as one.
 */
export function normalisedSearchMiss(query: string): string {
  const plain = query
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return Array.from(plain).slice(0, SEARCH_MISS_MAX_LENGTH).join('').trim();
}

/**
 * POST /api/search/misses: a site search found nothing (the shell's server
 * says so). The query and the page's language only: no cookie, no visitor
 * id, no address kept.
 */
export const searchMissInputSchema = z.object({
  // The text rules (no control characters, no lone surrogates: the shell's
  // server takes them out of a query first), then normalised as it is counted.
  query: textField({ label: 'query', maxLength: 1000, minVisible: 1, trim: true }).transform(
    normalisedSearchMiss,
  ),
  language: languageSchema,
});
export type SearchMissInput = z.infer<typeof searchMissInputSchema>;
