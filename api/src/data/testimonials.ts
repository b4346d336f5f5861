import { testimonialSchema, type Country, type Language, type Testimonial } from 'contracts';
import type { Db } from '../db/connection';
import { nullable, toIsoTimestamp } from './rows';
import { withTexts, type TranslationTable } from './translations';

export const TESTIMONIAL_TEXTS: TranslationTable = {
  table: 'testimonial_translations',
  recordColumn: 'testimonial_id',
};

interface TestimonialRow {
  id: string;
  name: string;
  image_url: string | null;
  country: string;
  language: string;
  created_at: unknown;
}

/** A testimonial's texts in one language (testimonial_translations). */
interface TestimonialTextsRow {
  language: string;
  quote: string;
  business: string;
  branche: string | null;
  location: string | null;
}

const toTestimonial = (row: TestimonialRow, shown: TestimonialTextsRow): Testimonial =>
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
  });

export interface TestimonialFilter {
  /** The country the businesses are in; none: every country. */
  country?: Country;
  /** The page's language: each testimonial's texts in it where it has them. */
  language?: Language;
}

/** Newest first; the id breaks ties so the order is stable. */
export async function listTestimonials(
  db: Db,
  { country, language }: TestimonialFilter,
): Promise<Testimonial[]> {
  const query = db<TestimonialRow>('testimonials').orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id' },
  ]);
  if (country) query.where({ country });
  return withTexts(db, TESTIMONIAL_TEXTS, await query, language, toTestimonial);
}
