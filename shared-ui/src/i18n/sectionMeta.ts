import type { PageMeta } from '../contract/section';
import { addTexts, type I18n } from './createI18n';
import type { SectionTexts } from './sectionTexts';

/** A route's `meta` from two keys of the section's own catalog. */
export function sectionMeta(
  texts: SectionTexts,
  titleKey: string,
  descriptionKey: string,
): (i18n: I18n) => PageMeta {
  return (i18n) => {
    addTexts(i18n, texts);
    const t = i18n.getFixedT(i18n.language, texts.ns);
    return { title: t(titleKey), description: t(descriptionKey) };
  };
}
