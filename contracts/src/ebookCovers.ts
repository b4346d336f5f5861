import type { Language } from './localeCodes';

/*
 * What the e-book pages and the covers the API draws (GET
 * /api/ebooks/:id/cover.svg|png) must agree on: the gradients' colours and
 * the covers' URLs (the titles and category names are the e-book's texts). Plain constants
 * (no zod), so the browser can use them without loading the schemas.
 */

/** SPEC §2: the gradient types an e-book's record may name. */
export const GRADIENT_TYPES = [
  'emerald-teal',
  'purple-pink',
  'cyan-purple',
  'orange-pink',
] as const;
export type GradientType = (typeof GRADIENT_TYPES)[number];

/** SPEC §2's four gradients, from → to at 135°; the card's CSS and the cover's SVG use these stops. */
export const GRADIENT_STOPS: Readonly<Record<GradientType, readonly [from: string, to: string]>> = {
  'emerald-teal': ['#10b981', '#0d9488'],
  'purple-pink': ['#8b5cf6', '#ec4899'],
  'cyan-purple': ['#06b6d4', '#8b5cf6'],
  'orange-pink': ['#f97316', '#ec4899'],
};

/** SPEC §2: an unknown (or missing) gradientType is emerald-teal. */
export function gradientTypeOf(type: string | null | undefined): GradientType {
  return type && (GRADIENT_TYPES as readonly string[]).includes(type)
    ? (type as GradientType)
    : 'emerald-teal';
}

export type EbookCoverFormat = 'svg' | 'png';

/** The book cover of the cards and the detail page (portrait, like a book). */
export const EBOOK_COVER_SIZE = { width: 600, height: 800 } as const;
/** The link-preview image (og:image) of an e-book's page: what social networks show. */
export const EBOOK_SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * An e-book's cover in a language: `svg` is the book cover, `png` the
 * link-preview image. `coverVersion` (from the API's e-book answers) changes
 * whenever what the cover shows changes, so the URL can be cached for good.
 */
export function ebookCoverPath(
  ebook: { id: string; coverVersion: string },
  language: Language,
  format: EbookCoverFormat,
  /** An inactive e-book's cover, for the preview token of its page (never cached). */
  preview?: string,
): string {
  const query = new URLSearchParams({ language, v: ebook.coverVersion });
  if (preview) query.set('preview', preview);
  return `/api/ebooks/${encodeURIComponent(ebook.id)}/cover.${format}?${query.toString()}`;
}
