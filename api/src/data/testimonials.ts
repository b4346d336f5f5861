import {
  testimonialSchema,
  testimonialType,
  type Country,
  type Language,
  type Testimonial,
} from 'contracts';
import type { Db } from '../db/connection';
import { activeOrPreviewed, previewMark } from './previewed';
import { nullable, toIsoTimestamp } from './rows';
import { type TranslationTable, withTexts } from './translations';

/*
 * The success stories' testimonials as the public pages show them; the
 * console's side follows from the declaration (testimonialType,
 * content-records.ts).
 */

const TABLE = testimonialType.storage.table;
export const TESTIMONIAL_TEXTS: TranslationTable = testimonialType.storage.translations;

interface TestimonialRow {
  id: string;
  name: string;
  image_url: string | null;
  country: string;
  language: string;
  is_active?: unknown;
  version?: number | string;
  created_at: unknown;
  updated_at?: unknown;
}

/** A testimonial's texts in one language (testimonial_translations). */
interface TestimonialTextsRow {
  language: string;
  quote: string;
  business: string;
  branche: string | null;
  location: string | null;
}

const toTestimonial = (
  row: TestimonialRow,
  shown: TestimonialTextsRow,
  previewId?: string,
): Testimonial =>
  testimonialSchema.parse({
    id: row.id,
    name: row.name,
    business: shown.business,
    quote: shown.quote,
    branche: nullable(shown.branche),
    location: nullable(shown.location),
    imageUrl: nullable(row.image_url),
    country: row.country,
    language: shown.language,
    createdAt: toIsoTimestamp(row.created_at),
    ...previewMark(row.id, previewId),
  });

export interface TestimonialFilter {
  /** The country the businesses are in; none: every country. */
  country?: Country;
  /** The page's language: each testimonial's texts in it where it has them. */
  language?: Language;
  /** A preview token's testimonial: listed (and marked) active or not, if it is of `country`. */
  previewId?: string;
}

/** Active ones only (the console's new ones start inactive), newest first; the id breaks ties. */
export async function listTestimonials(
  db: Db,
  { country, language, previewId }: TestimonialFilter,
): Promise<Testimonial[]> {
  const query = activeOrPreviewed(db<TestimonialRow>(TABLE), previewId).orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id' },
  ]);
  if (country) query.where({ country });
  return withTexts(
    db,
    TESTIMONIAL_TEXTS,
    await query,
    language,
    (row, shown: TestimonialTextsRow) => toTestimonial(row, shown, previewId),
  );
}
