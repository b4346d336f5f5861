import { POS_BRAND } from './brand';
import { PREVIEW_PARAM } from './ebookLinks';
import type { Country, Language } from './localeCodes';

/**
 * The public pages that list records without a page of their own (paths
 * below the locale): testimonials on the success stories, Verifactu FAQs
 * and glossary terms on their pages under the helloCASH hub, roadmap items
 * on the roadmap. The console links there to preview a record.
 */
export const LIST_PAGES = {
  stories: 'erfolgsgeschichten',
  faqs: `${POS_BRAND.slug}/verifactu/faq`,
  glossary: `${POS_BRAND.slug}/verifactu/glossar`,
  roadmap: 'roadmap',
} as const;
export type ListPage = keyof typeof LIST_PAGES;

/**
 * Verifactu is Spanish law: its FAQ and glossary pages list Spain's entries
 * of this topic (FAQ category, glossary context), whatever the URL's country.
 */
export const VERIFACTU_ENTRIES = { country: 'ES', topic: 'verifactu' } as const;

/** A list page in a locale with a record's preview token: the record shown there, marked. */
export function listPreviewHref(
  page: ListPage,
  locale: { language: Language; country: Country },
  token: string,
): string {
  return `/${locale.language}_${locale.country}/${LIST_PAGES[page]}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
}
