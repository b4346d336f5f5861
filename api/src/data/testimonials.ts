import { testimonialSchema, type Testimonial } from 'contracts';
import type { Db } from '../db/connection';
import { nullable, toIsoTimestamp } from './rows';

interface TestimonialRow {
  id: string;
  name: string;
  business: string;
  quote: string;
  branche: string | null;
  location: string | null;
  image_url: string | null;
  created_at: unknown;
}

function toTestimonial(row: TestimonialRow): Testimonial {
  return testimonialSchema.parse({
    id: row.id,
    name: row.name,
    business: row.business,
    quote: row.quote,
    branche: nullable(row.branche),
    location: nullable(row.location),
    imageUrl: nullable(row.image_url),
    createdAt: toIsoTimestamp(row.created_at),
  });
}

/** Newest first; the id breaks ties so the order is stable. */
export async function listTestimonials(db: Db): Promise<Testimonial[]> {
  const rows = await db<TestimonialRow>('testimonials').orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id' },
  ]);
  return rows.map(toTestimonial);
}
