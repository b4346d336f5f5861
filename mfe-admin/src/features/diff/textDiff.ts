import { diffLines, diffWordsWithSpace, type Change } from 'diff';

/**
 * A text's change in parts: kept, removed from the old text or added by the
 * new one (jsdiff, a longest-common-subsequence diff as `diff -u` has it).
 * The console's one rule for it: a pixel's script by lines, a record's
 * field by words.
 */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Beyond this many edits the diff costs more than it tells: the whole text counts as replaced. */
const MAX_EDITS = 2_000;

const kindOf = (change: Change): DiffPart['kind'] =>
  change.added ? 'added' : change.removed ? 'removed' : 'same';

/** The parts with removed ones before the added ones that replace them (jsdiff's order). */
const partsOf = (changes: Change[]): DiffPart[] =>
  changes.map((change) => ({ kind: kindOf(change), text: change.value }));

const replaced = (before: string[], after: string[]): DiffPart[] => [
  ...before.map((text) => ({ kind: 'removed' as const, text })),
  ...after.map((text) => ({ kind: 'added' as const, text })),
];

/** One line of a script diff. */
export type DiffLine = DiffPart;

const linesOf = (text: string) => text.replace(/\r\n?/g, '\n').split('\n');

/** The lines of `after` against `before`, whatever the line endings, a part per line. */
export function lineDiff(before: string, after: string): DiffLine[] {
  const [old, now] = [linesOf(before), linesOf(after)];
  // A newline after every line, so the last one compares like the others.
  const text = (lines: string[]) => lines.map((line) => `${line}\n`).join('');
  const changes = diffLines(text(old), text(now), { maxEditLength: MAX_EDITS });
  if (!changes) return replaced(old, now);
  return partsOf(changes).flatMap(({ kind, text: value }) =>
    value
      .slice(0, -1)
      .split('\n')
      .map((line) => ({ kind, text: line })),
  );
}

/** `after` against `before` word by word, white space kept as it is. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const changes = diffWordsWithSpace(before, after, { maxEditLength: MAX_EDITS });
  return changes ? partsOf(changes) : replaced([before], [after]);
}
