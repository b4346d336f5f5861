import type { ModeratedEntry } from 'contracts';

const EXCERPT_LENGTH = 80;

/** The text the board shows: the editor's redaction, else the visitor's own. */
export const shownText = (entry: ModeratedEntry) => entry.redactedText ?? entry.originalText;

/** How the console names an entry in a list or a question: its title, else the start of its text. */
export function entryLabel(entry: ModeratedEntry): string {
  if (entry.title) return entry.title;
  const text = shownText(entry).replace(/\s+/g, ' ').trim();
  const characters = [...text];
  return characters.length > EXCERPT_LENGTH
    ? `${characters.slice(0, EXCERPT_LENGTH - 1).join('')}…`
    : text;
}
