import { addTexts } from './createI18n';
import type { SectionTexts } from './sectionTexts';
import { useTranslation } from './useTranslation';

/**
 * `useTranslation` for a section's own namespace. The section's catalogs are
 * added to the page's i18n instance (from context, never a global) before
 * first use, so a remote brings its texts along with its code.
 */
export function useSectionTexts(texts: SectionTexts) {
  const translation = useTranslation(texts.ns);
  addTexts(translation.i18n, texts);
  return translation;
}
