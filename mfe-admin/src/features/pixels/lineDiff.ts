/** One line of a script diff: kept, removed from the old script or added by the new one. */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Beyond this many line pairs the table would outgrow memory: the whole script counts as replaced. */
const MAX_CELLS = 4_000_000;

const linesOf = (text: string) => text.replace(/\r\n?/g, '\n').split('\n');

/**
 * The lines of `after` against `before` by their longest common subsequence
 * (a plain LCS table: scripts are a few hundred lines at most, so no library
 * is worth its weight in the console's bundle). Removed lines come before
 * the added ones that replace them, as `diff -u` shows them.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const old = linesOf(before);
  const now = linesOf(after);
  if (old.length * now.length > MAX_CELLS)
    return [
      ...old.map((text) => ({ kind: 'removed' as const, text })),
      ...now.map((text) => ({ kind: 'added' as const, text })),
    ];
  // lcs(i, j): length of the longest common subsequence of old[i..] and now[j..].
  const width = now.length + 1;
  const table = new Uint32Array((old.length + 1) * width);
  const lcs = (i: number, j: number) => table[i * width + j] ?? 0;
  const lineOf = (lines: string[], index: number) => lines[index] ?? '';
  for (let i = old.length - 1; i >= 0; i--)
    for (let j = now.length - 1; j >= 0; j--)
      table[i * width + j] =
        lineOf(old, i) === lineOf(now, j)
          ? lcs(i + 1, j + 1) + 1
          : Math.max(lcs(i + 1, j), lcs(i, j + 1));

  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < old.length && j < now.length) {
    if (lineOf(old, i) === lineOf(now, j)) {
      lines.push({ kind: 'same', text: lineOf(old, i) });
      i++;
      j++;
    } else if (lcs(i + 1, j) >= lcs(i, j + 1)) {
      lines.push({ kind: 'removed', text: lineOf(old, i++) });
    } else {
      lines.push({ kind: 'added', text: lineOf(now, j++) });
    }
  }
  while (i < old.length) lines.push({ kind: 'removed', text: lineOf(old, i++) });
  while (j < now.length) lines.push({ kind: 'added', text: lineOf(now, j++) });
  return lines;
}
