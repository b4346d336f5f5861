import type { Language } from '../locale/locale';
import type { SectionTexts } from './sectionTexts';

/**
 * A menu entry's label in every language, taken from the section's own
 * catalogs: the shell renders section menu entries without loading the
 * section, so the texts travel with the declaration.
 */
export function menuLabel<T extends object>(
  texts: SectionTexts<T>,
  pick: (catalog: T) => string,
): Record<Language, string> {
  return {
    de: pick(texts.resources.de),
    es: pick(texts.resources.es),
    fr: pick(texts.resources.fr),
  };
}
