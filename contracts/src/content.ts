import { z } from 'zod';
import { BRAND, POS_BRAND } from './brand';
import { recordIdSchema } from './common';
import { GRADIENT_TYPES } from './ebookCovers';
import { countryQuerySchema, languageQuerySchema } from './locale';
import { optionalFilter, textField } from './textField';

/** GET /api/testimonials */
export const testimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  business: z.string(),
  quote: z.string(),
  branche: z.string().nullable(),
  location: z.string().nullable(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const gradientTypeSchema = z.enum(GRADIENT_TYPES);

/** GET /api/ebooks */
export const ebookListItemSchema = z.object({
  id: z.string(),
  numericId: z.number().int().nullable(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  gradientType: z.string(),
  /** The e-book's own description (in its language); null: the page describes it by its category. */
  description: z.string().nullable(),
  /** Changes when its cover would look different: the cover's URL carries it (`ebookCoverPath`). */
  coverVersion: z.string(),
});
export type EbookListItem = z.infer<typeof ebookListItemSchema>;

/** GET /api/ebooks/:id and /api/ebooks/numeric/:numericId */
export const ebookDetailSchema = ebookListItemSchema.extend({
  googleSlidesUrl: z.string(),
});
export type EbookDetail = z.infer<typeof ebookDetailSchema>;

/** GET /api/products/brand/:brand and /api/products/:slug */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  brand: z.string(),
  shortDescription: z.string(),
  longDescription: z.string().nullable(),
  features: z.array(z.string()),
  ctaText: z.string(),
  ctaLink: z.string(),
  imageUrl: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/faqs */
export const faqSchema = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;

/** GET /api/glossary */
export const glossaryEntrySchema = z.object({
  id: z.string(),
  term: z.string(),
  definition: z.string(),
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

/** GET /api/ebooks/:id/cover.svg and cover.png */
export const ebookCoverQuerySchema = z.object({
  /** The language of the category's name; none: German. */
  language: languageQuerySchema,
  /** The version the URL was built with; only the current one is cached for good. */
  v: z
    .string()
    .regex(/^[\w-]{1,64}$/, 'Parameter v muss eine Cover-Version sein')
    .optional(),
});
export type EbookCoverQuery = z.infer<typeof ebookCoverQuerySchema>;

/** GET /api/stats/downloads */
export const downloadStatsSchema = z.object({ count: z.number().int().nonnegative() });
export type DownloadStats = z.infer<typeof downloadStatsSchema>;

/** A category (e-book topic, FAQ category, glossary context): one line, 64 characters as the column. */
export const CATEGORY_MAX_LENGTH = 64;
export const categoryField = (label: string) =>
  textField({ label, maxLength: CATEGORY_MAX_LENGTH, minVisible: 1, trim: true });

/** Query of the lists that accept an optional `country`. */
export const countryFilterQuerySchema = z.object({ country: countryQuerySchema });
export type CountryFilterQuery = z.infer<typeof countryFilterQuerySchema>;

/** GET /api/stats/downloads?category= */
export const downloadStatsQuerySchema = z.object({
  category: categoryField('Parameter category'),
});
export type DownloadStatsQuery = z.infer<typeof downloadStatsQuerySchema>;

/** GET /api/faqs?country=&category=&language= */
export const faqQuerySchema = z.object({
  country: countryQuerySchema,
  category: optionalFilter('Parameter category', CATEGORY_MAX_LENGTH),
  language: languageQuerySchema,
});
export type FaqQuery = z.infer<typeof faqQuerySchema>;

/** GET /api/glossary?country=&context=&language= */
export const glossaryQuerySchema = z.object({
  country: countryQuerySchema,
  context: optionalFilter('Parameter context', CATEGORY_MAX_LENGTH),
  language: languageQuerySchema,
});
export type GlossaryQuery = z.infer<typeof glossaryQuerySchema>;

/** Path parameters. */
export const uuidParamSchema = recordIdSchema('Ungültige ID');
/**
 * 1 to 10 digits, no leading zero. A number beyond the column's range is a
 * well-formed id that no record has: 404, like any other unknown one.
 */
export const numericIdParamSchema = z
  .string({ error: 'Ungültige numerische ID' })
  .regex(/^[1-9][0-9]{0,9}$/, 'Ungültige numerische ID')
  .transform(Number);
/** Lower-case words joined by single hyphens; anything else is no product (404). */
export const slugParamSchema = z
  .string()
  .max(191)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** A brand's slug; any other is an unknown brand (404). */
export const brandParamSchema = z.enum([BRAND.slug, POS_BRAND.slug]);
