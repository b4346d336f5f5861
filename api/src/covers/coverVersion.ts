import { createHash } from 'node:crypto';
import { BRAND, gradientTypeOf } from 'contracts';

/** Raise when the drawing changes (layout, colours, font): every cover URL changes with it. */
const COVER_DESIGN_REVISION = 1;

/** What an e-book's covers show in one language: [language, title, category's name]. */
export type CoverTexts = readonly [language: string, title: string, categoryLabel: string];

/**
 * A short hash of everything an e-book's covers show, in every language it
 * has texts in. It is part of the cover's URL (`?v=`), so that URL can be
 * cached for a year: a new title or category name, in any language, means a
 * new URL.
 */
export function coverVersion(ebook: { gradientType: string; texts: readonly CoverTexts[] }) {
  const drawn = JSON.stringify([
    COVER_DESIGN_REVISION,
    BRAND.name,
    [...ebook.texts].sort((a, b) => a[0].localeCompare(b[0])),
    gradientTypeOf(ebook.gradientType),
  ]);
  return createHash('sha256').update(drawn).digest('base64url').slice(0, 12);
}
