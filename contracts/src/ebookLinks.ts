import type { Country, Language } from './localeCodes';

/**
 * The last path segment of an e-book's page (SPEC §2): its slug, then its
 * numeric id if it has one, else its UUID. Neither depends on the page's
 * language, so switching it keeps the visitor on the same e-book. Plain (no
 * zod): the e-books section and the shell's home page link with it.
 */
export function ebookSegment(ebook: {
  id: string;
  numericId: number | null;
  slug: string;
}): string {
  return `${ebook.slug}-${ebook.numericId ?? ebook.id}`;
}

/** The e-book list's path below the locale (the e-books section's page). */
export const EBOOK_LIST_PATH = 'social-media-tipps-und-tricks';

/**
 * The search parameter of a preview: the e-book's public page, active or
 * not, for a short-lived token the console hands to staff (never cached,
 * never indexed).
 */
export const PREVIEW_PARAM = 'preview';

/** The preview of an e-book's public page in a country and a language. */
export function ebookPreviewHref(
  ebook: { id: string; numericId: number | null; slug: string },
  locale: { language: Language; country: Country },
  token: string,
): string {
  return `/${locale.language}_${locale.country}/${EBOOK_LIST_PATH}/${ebookSegment(ebook)}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
}
