import { textWidth } from './textWidth';

export interface WrapOptions {
  /** The line's width, in the unit of `fontSize`. */
  maxWidth: number;
  fontSize: number;
  maxLines: number;
}

export interface WrappedText {
  lines: string[];
  /** True when the text needed more lines than allowed: the last line ends in '…'. */
  truncated: boolean;
  /** True when a word was wider than a line and had to be cut. */
  wordsCut: boolean;
}

const ELLIPSIS = '…';

/** A word wider than a line is cut into pieces that fit (a long compound noun, a URL). */
function splitLongWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece && !fits(piece + character)) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** The line with '…' at its end, shortened until both fit. */
function withEllipsis(line: string, fits: (text: string) => boolean): string {
  let characters = [...line.trimEnd()];
  while (characters.length > 0 && !fits(characters.join('').trimEnd() + ELLIPSIS)) {
    characters = characters.slice(0, -1);
  }
  return characters.join('').trimEnd() + ELLIPSIS;
}

/**
 * Breaks `text` into lines of at most `maxWidth` at spaces (and after a
 * hyphen or dash that is followed by more text), greedily, as a book cover sets
 * its title. Whitespace runs count as one space. More than `maxLines` lines:
 * the last one allowed ends in '…'.
 */
export function wrapText(text: string, { maxWidth, fontSize, maxLines }: WrapOptions): WrappedText {
  const fits = (line: string) => textWidth(line, fontSize) <= maxWidth;
  let wordsCut = false;
  const cut = (word: string) => {
    wordsCut = true;
    return splitLongWord(word, fits);
  };
  // Each piece, and whether it continues the one before without a space (after a hyphen).
  const pieces = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) =>
      word
        .split(/(?<=[-–—])(?=.)/)
        .flatMap((part) => (fits(part) ? [part] : cut(part)))
        .map((part, index) => ({ part, glued: index > 0 })),
    );

  const lines: string[] = [];
  let line = '';
  for (const { part, glued } of pieces) {
    const joined = line + (line && !glued ? ' ' : '') + part;
    if (line && !fits(joined)) {
      lines.push(line);
      line = part;
    } else {
      line = joined;
    }
  }
  if (line) lines.push(line);

  if (lines.length <= maxLines) return { lines, truncated: false, wordsCut };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1]!, fits);
  return { lines: kept, truncated: true, wordsCut };
}
