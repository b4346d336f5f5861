import type { GlossaryEntry } from 'contracts';
import { collator } from 'shared-ui';

/** Lower case without accents: "Fiscalía" is found by "fiscalia". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** A–Z in the visitor's language (Spanish sorts Ñ after N). */
export function sortGlossary(entries: readonly GlossaryEntry[], language: string): GlossaryEntry[] {
  const compare = collator(language, { sensitivity: 'base' });
  return [...entries].sort((a, b) => compare.compare(a.term, b.term));
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
