import type { Language } from 'contracts/locale-codes';
import { formText } from 'shared-ui';

/*
 * Reordering a translated list (a product's features) by buttons: each
 * entry's "up" and "down" is a submit button of the record's form, named
 * `move` with `<language>:<index>:<up|down>`. The action moves the line in
 * the posted text and answers the form with it (nothing saved yet), so it
 * works without script, by keyboard, and the save keeps the new order.
 */

export const MOVE_FIELD = 'move';
export type Direction = 'up' | 'down';

export const moveValue = (language: Language, index: number, direction: Direction) =>
  `${language}:${index}:${direction}`;

/** The move a post asks for, if it was one of the move buttons. */
export function readMove(
  formData: FormData,
): { language: string; index: number; direction: Direction } | undefined {
  const match = /^(de|es|fr):(\d{1,3}):(up|down)$/.exec(formText(formData, MOVE_FIELD));
  return match
    ? { language: match[1]!, index: Number(match[2]), direction: match[3] as Direction }
    : undefined;
}

/** The entries of a list field's text (one per line, blank ones dropped). */
export const entriesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The text with entry `index` moved one place; unchanged at either end. */
export function moveEntry(text: string, index: number, direction: Direction): string {
  const entries = entriesOf(text);
  const to = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= entries.length || to < 0 || to >= entries.length) return text;
  [entries[index], entries[to]] = [entries[to]!, entries[index]!];
  return entries.join('\n');
}

/** What a move answers: the form's values with the list reordered, and the button to focus again. */
export interface MovedList {
  kind: 'moved';
  values: Record<string, string>;
  focus: string;
}

/**
 * The button to focus after a move: the moved entry's in the same direction
 * (pressing it again moves on), at either end its other one.
 */
export function focusAfterMove(
  language: string,
  index: number,
  direction: Direction,
  text: string,
) {
  const count = entriesOf(text).length;
  const to = direction === 'up' ? Math.max(index - 1, 0) : Math.min(index + 1, count - 1);
  const atEnd = direction === 'up' ? to === 0 : to === count - 1;
  const focusDirection: Direction = atEnd ? (direction === 'up' ? 'down' : 'up') : direction;
  return `${language}:${to}:${focusDirection}`;
}
