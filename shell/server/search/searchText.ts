import type { Language } from 'shared-ui';
import { STOP_WORDS } from './stopWords';

/** Letters and digits of any script: everything else separates words. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A word as the index compares it: lower case, accents off ('Factura' and
 * 'factura', 'café' and 'cafe', 'Strafe' and 'straFE'), ß as ss.
 */
export function foldTerm(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');
}

/** The words of a text, as written. */
export const wordsOf = (text: string): string[] => text.match(WORD) ?? [];

/** Shortest part of a German compound that is indexed on its own ('Kasse' in 'Registrierkasse'). */
export const MIN_COMPOUND_PART = 4;

/**
 * German writes compounds as one word: 'Registrierkasse', 'Kassensystem'.
 * Prefix search finds the first part ('Kasse' → 'Kassensystem'); for the
 * others, a German word is indexed with each of its suffixes of at least
 * four letters as well ('registrierkasse' → …, 'kasse'), so a query that is
 * any later part of it — or a prefix of one, 'kassen' in
 * 'registrierkassensystem' — matches. Sound without a dictionary because
 * it only ever adds matches a reader would accept (a word containing the
 * query), and the short ones that would be noise stay out by the length.
 */
function compoundParts(term: string): string[] {
  const parts = [term];
  for (let start = 1; term.length - start >= MIN_COMPOUND_PART; start += 1)
    parts.push(term.slice(start));
  return parts;
}

/** The index's terms of one word: folded, stop words out, German compounds split (see above). */
export function indexTerms(language: Language, word: string): string[] | null {
  const term = foldTerm(word);
  if (STOP_WORDS[language].has(term)) return null;
  return language === 'de' && term.length > MIN_COMPOUND_PART
    ? compoundParts(term)
    : term
      ? [term]
      : null;
}

/** A query's terms: folded, stop words out (the index has none of them). */
export function queryTerms(language: Language, query: string): string[] {
  return wordsOf(query)
    .map(foldTerm)
    .filter((term) => !STOP_WORDS[language].has(term));
}
