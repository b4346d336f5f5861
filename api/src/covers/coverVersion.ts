import { createHash } from 'node:crypto';
import { BRAND, EBOOK_CATEGORY_NAMES, gradientTypeOf } from 'contracts';

/** Raise when the drawing changes (layout, colours, font): every cover URL changes with it. */
const COVER_DESIGN_REVISION = 1;

/**
 * A short hash of everything an e-book's covers show, in every language. It
 * is part of the cover's URL (`?v=`), so that URL can be cached for a year:
 * a new title or category means a new URL.
 */
export function coverVersion(ebook: { title: string; category: string; gradientType: string }) {
  const drawn = JSON.stringify([
    COVER_DESIGN_REVISION,
    BRAND.name,
    ebook.title,
    ebook.category,
    EBOOK_CATEGORY_NAMES[ebook.category] ?? null,
    gradientTypeOf(ebook.gradientType),
  ]);
  return createHash('sha256').update(drawn).digest('base64url').slice(0, 12);
}
