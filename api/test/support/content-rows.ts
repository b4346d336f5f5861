import { randomUUID } from 'node:crypto';
import type { Language } from 'contracts';
import type { Db } from '../../src/db/connection';
import { toDbTimestamp } from '../../src/data/rows';

/*
 * Content records as an operator would add them (migration 0013's shape):
 * the record, then its texts in its own language.
 */

export async function insertEbook(
  db: Db,
  {
    id = randomUUID(),
    language = 'de',
    countries = ['DE'],
    title = 'Ein Test-E-Book',
    category = 'Pinterest',
    categoryLabel = category,
    ...record
  }: Partial<{
    id: string;
    numericId: number;
    slug: string;
    language: Language;
    countries: string[];
    title: string;
    category: string;
    categoryLabel: string;
    gradientType: string;
    createdAt: Date;
  }> = {},
) {
  await db('ebooks').insert({
    id,
    numeric_id: record.numericId ?? null,
    slug: record.slug ?? `test-${id}`,
    category,
    google_slides_url: 'https://docs.google.com/presentation/d/test/edit',
    gradient_type: record.gradientType ?? 'emerald-teal',
    countries: JSON.stringify(countries),
    language,
    ...(record.createdAt ? { created_at: toDbTimestamp(record.createdAt) } : {}),
  });
  await db('ebook_translations').insert({
    ebook_id: id,
    language,
    title,
    category_label: categoryLabel,
    description: null,
    highlights: '[]',
  });
  return id;
}

export async function insertProduct(
  db: Db,
  {
    id = randomUUID(),
    slug = `test-${id.slice(0, 8)}`,
    brand = 'hellocash',
    language = 'de',
    countries = ['DE'],
    name = 'Ein Testprodukt',
    sortOrder = 0,
  }: Partial<{
    id: string;
    slug: string;
    brand: string;
    language: Language;
    countries: string[];
    name: string;
    sortOrder: number;
  }> = {},
) {
  await db('products').insert({
    id,
    slug,
    brand,
    cta_link: '#beratung',
    countries: JSON.stringify(countries),
    language,
    sort_order: sortOrder,
  });
  await db('product_translations').insert({
    product_id: id,
    language,
    name,
    short_description: 'Kurz',
    long_description: null,
    features: '[]',
    cta_text: 'Los',
  });
  return id;
}

export async function insertTestimonial(
  db: Db,
  {
    id = randomUUID(),
    name = 'Test Person',
    country = 'DE',
    language = 'de',
    quote = 'Sehr gut.',
    business = 'Café Test',
    createdAt,
  }: Partial<{
    id: string;
    name: string;
    country: string;
    language: Language;
    quote: string;
    business: string;
    createdAt: Date;
  }> = {},
) {
  await db('testimonials').insert({
    id,
    name,
    country,
    language,
    ...(createdAt ? { created_at: toDbTimestamp(createdAt) } : {}),
  });
  await db('testimonial_translations').insert({
    testimonial_id: id,
    language,
    quote,
    business,
    branche: null,
    location: null,
  });
  return id;
}
