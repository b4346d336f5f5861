import type { GlossaryEntry } from 'contracts';
import { alphabetically } from 'shared-ui';

/** Lower case without accents: "Fiscalía" is found by "fiscalia". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** A–Z in the visitor's language (the console lists the glossary the same way). */
export function sortGlossary(entries: readonly GlossaryEntry[], language: string): GlossaryEntry[] {
  return [...entries].sort(alphabetically(language, (entry: GlossaryEntry) => entry.term));
}

/** Entries whose term or definition contains every word of the query. */
export function filterGlossary(entries: readonly GlossaryEntry[], query: string): GlossaryEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = fold(`${entry.term} ${entry.definition}`);
    return words.every((word) => text.includes(word));
  });
}
