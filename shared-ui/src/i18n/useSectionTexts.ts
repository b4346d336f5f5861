import { useTranslation } from 'react-i18next';
import { addTexts, type SectionTexts } from './createI18n';

/**
 * `useTranslation` for a section's own namespace. The section's catalogs are
 * added to the page's i18n instance (from context, never a global) before
 * first use, so a remote brings its texts along with its code.
 */
export function useSectionTexts(texts: SectionTexts) {
  const { i18n } = useTranslation();
  addTexts(i18n, texts);
  return useTranslation(texts.ns);
}
