// What counts as text a person can see, without zod: the schemas (textField)
// build on these, and a form can count characters live without loading zod.
// Every pattern is written for ECMAScript's `u` mode, the dialect JSON Schema
// patterns use, so the OpenAPI document carries the very regex that checks.

/**
 * Code points that draw nothing: white space, control (Cc) and format (Cf)
 * characters, lone surrogates, Unicode's default-ignorable code points
 * (variation selectors, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0,
 * the combining grapheme joiner, tag characters…) and U+2800 BRAILLE PATTERN
 * BLANK, which fonts draw as an empty cell.
 */
const INVISIBLE = String.raw`\p{White_Space}\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}\u2800`;

const VISIBLE_CODE_POINT = new RegExp(`[^${INVISIBLE}]`, 'u');

/** Matches text with at least one visible code point (unanchored: "contains"). */
export const CONTAINS_VISIBLE = VISIBLE_CODE_POINT;

/**
 * Matches text with at least `n` visible code points. Each visible character
 * (grapheme cluster) has at least one, so this is a necessary condition of
 * `visibleLength(text) >= n` that a JSON Schema validator can check; the
 * disjoint classes keep it linear.
 */
export function atLeastVisibleCodePoints(n: number): RegExp {
  return new RegExp(`^(?:[${INVISIBLE}]*[^${INVISIBLE}]){${n}}`, 'u');
}

/**
 * Free text (feedback): no control character (Cc: C0 U+0000–U+001F, DEL and
 * C1 U+007F–U+009F) except tab, line feed and carriage return.
 */
export const NO_CONTROL_CHARACTERS_MULTILINE = /^[\P{Cc}\t\n\r]*$/u;

/** One-line values (URLs, names, categories): no control character at all. */
export const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

/**
 * No lone (unpaired) surrogate: JSON can carry one (`"\ud800"`), but UTF-8
 * cannot, so the database would store U+FFFD instead of what was answered.
 * In `u` mode a paired surrogate is one astral code point, never Cs.
 */
export const NO_LONE_SURROGATES = /^\P{Cs}*$/u;

/** Length in Unicode code points: what JSON Schema's maxLength and MySQL's varchar(n) count. */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

let graphemes: Intl.Segmenter | undefined;
function graphemeSegmenter(): Intl.Segmenter | undefined {
  // Firefox before 125 has no Intl.Segmenter; there each code point counts
  // (the API, on Node, always segments, and it decides).
  if (!graphemes && typeof Intl.Segmenter === 'function') {
    graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });
  }
  return graphemes;
}

/**
 * How many characters a person sees: grapheme clusters (an emoji family, a
 * flag, e + combining accent count once) that contain a visible code point.
 * Ten zero-width spaces, NULs or Hangul fillers count 0.
 */
export function visibleLength(text: string): number {
  const segmenter = graphemeSegmenter();
  const parts: Iterable<{ segment: string } | string> = segmenter ? segmenter.segment(text) : text;
  let count = 0;
  for (const part of parts) {
    if (VISIBLE_CODE_POINT.test(typeof part === 'string' ? part : part.segment)) count += 1;
  }
  return count;
}
