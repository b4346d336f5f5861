import type { TextPart } from '../../src/features/search/searchAnswer';
import { foldTerm, MIN_COMPOUND_PART } from './searchText';

const WORD_OR_NOT = /([\p{L}\p{N}]+)|[^\p{L}\p{N}]+/gu;

/**
 * Whether a word is one the query matched: it starts with a matched index
 * term (the term itself, or the word a prefix or typo matched), or contains
 * one long enough to be a compound's part ('kasse' in 'Registrierkasse').
 */
const matches = (word: string, terms: readonly string[]) => {
  const folded = foldTerm(word);
  return terms.some((term) =>
    term.length >= MIN_COMPOUND_PART ? folded.includes(term) : folded.startsWith(term),
  );
};

/**
 * The text as runs, each matched word a marked run. Plain data: the page
 * renders it with React, which escapes every run (no markup from content or
 * query ever reaches the HTML as markup).
 */
export function highlight(text: string, terms: readonly string[]): TextPart[] {
  const parts: TextPart[] = [];
  for (const [run, word] of text.matchAll(WORD_OR_NOT)) {
    const mark = word !== undefined && matches(word, terms);
    const last = parts.at(-1);
    if (last && !last.mark && !mark) last.text += run;
    else parts.push(mark ? { text: run, mark: true } : { text: run });
  }
  return parts;
}

/** Characters of text shown around the first match. */
const EXCERPT_LENGTH = 220;

/** A passage of a long text starting shortly before its first matched word, cut at word boundaries. */
export function excerpt(text: string, terms: readonly string[]): TextPart[] {
  if (text.length <= EXCERPT_LENGTH) return highlight(text, terms);
  let first = 0;
  for (const found of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (matches(found[0], terms)) {
      first = found.index;
      break;
    }
  }
  const start = first < 60 ? 0 : text.lastIndexOf(' ', first - 40) + 1;
  const endAt = text.indexOf(' ', start + EXCERPT_LENGTH);
  const end = endAt < 0 ? text.length : endAt;
  const passage = `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`;
  return highlight(passage, terms);
}
