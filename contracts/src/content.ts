import { z } from 'zod';
import { BRAND, POS_BRAND } from './brand';
import { recordIdSchema } from './common';
import { GRADIENT_TYPES } from './ebookCovers';
import { countryQuerySchema, countrySchema, languageQuerySchema, languageSchema } from './locale';
import { optionalFilter, textField } from './textField';

/*
 * E-books, products and testimonials carry their texts per language. Every
 * answer names the `language` its texts are in: the one asked for
 * (`?language=`) where the record has it, else the record's own. A page
 * whose language differs marks the record's element with it (`lang`).
 */

/**
 * The one record a list shows for a preview token from the console (its
 * `/preview` answer, issue 20 item 4), active or not: the page marks it.
 * Absent on every other record and in every cached answer.
 */
export const previewedSchema = z.literal(true).optional();

/** GET /api/testimonials: a business of one country, its texts in `language`. */
export const testimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  business: z.string(),
  quote: z.string(),
  branche: z.string().nullable(),
  location: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Where the business is: the success stories show the visitor's country's. */
  country: countrySchema,
  language: languageSchema,
  createdAt: z.string(),
  preview: previewedSchema,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const gradientTypeSchema = z.enum(GRADIENT_TYPES);

/** GET /api/ebooks */
export const ebookListItemSchema = z.object({
  id: z.string(),
  numericId: z.number().int().nullable(),
  slug: z.string(),
  title: z.string(),
  /** The stable key download counts are kept by (the spec's German name). */
  category: z.string(),
  /** The category's name in `language`, as the cover shows it. */
  categoryLabel: z.string(),
  gradientType: z.string(),
  /** The e-book's own description; null: the page describes it by its category. */
  description: z.string().nullable(),
  /** Changes when its cover would look different: the cover's URL carries it (`ebookCoverPath`). */
  coverVersion: z.string(),
  language: languageSchema,
});
export type EbookListItem = z.infer<typeof ebookListItemSchema>;

/** GET /api/ebooks/:id and /api/ebooks/numeric/:numericId */
export const ebookDetailSchema = ebookListItemSchema.extend({
  googleSlidesUrl: z.string(),
  /** 'Das erwartet dich:' — what the e-book teaches, in order; empty: the page shows no list. */
  highlights: z.array(z.string()),
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
  /** Its monthly price ('ab … / Monat') in each country that has one, in the country's currency (contracts/prices.ts). */
  prices: z.partialRecord(countrySchema, z.number()),
  language: languageSchema,
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/faqs */
export const faqSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  preview: previewedSchema,
});
export type Faq = z.infer<typeof faqSchema>;

/** GET /api/glossary */
export const glossaryEntrySchema = z.object({
  id: z.string(),
  term: z.string(),
  definition: z.string(),
  preview: previewedSchema,
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

/** GET /api/ebooks/:id/cover.svg and cover.png */
export const ebookCoverQuerySchema = z.object({
  /** The language of the title and the category's name (else the e-book's own); none: its own. */
  language: languageQuerySchema,
  /** The version the URL was built with; only the current one is cached for good. */
  v: z
    .string()
    .regex(/^[\w-]{1,64}$/, 'Parameter v muss eine Cover-Version sein')
    .optional(),
  /** The preview token of an inactive e-book (from the console): its cover, never cached. */
  preview: optionalFilter('Parameter preview', 200),
});
export type EbookCoverQuery = z.infer<typeof ebookCoverQuerySchema>;

/** GET /api/stats/downloads */
export const downloadStatsSchema = z.object({ count: z.number().int().nonnegative() });
export type DownloadStats = z.infer<typeof downloadStatsSchema>;

/** A category (e-book topic, FAQ category, glossary context): one line, 64 characters as the column. */
export const CATEGORY_MAX_LENGTH = 64;
export const categoryField = (label: string) =>
  textField({ label, maxLength: CATEGORY_MAX_LENGTH, minVisible: 1, trim: true });

/**
 * GET /api/ebooks, /api/products/brand/:brand, /api/testimonials: the
 * records offered in `country` (none: every one), their texts in `language`
 * where they have it (none: each record's own).
 */
export const contentListQuerySchema = z.object({
  country: countryQuerySchema,
  language: languageQuerySchema,
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

/** GET of one record (an e-book, a product): its texts in `language` where it has it. */
export const contentLanguageQuerySchema = z.object({ language: languageQuerySchema });
export type ContentLanguageQuery = z.infer<typeof contentLanguageQuerySchema>;

/** How many e-books the home page features (and most a caller may ask for). */
export const FEATURED_EBOOKS = { default: 3, max: 12 } as const;

const featuredLimitMessage = `Parameter limit muss eine Zahl von 1 bis ${FEATURED_EBOOKS.max} sein`;

/**
 * GET /api/ebooks/featured?country=&language=&limit=: limit 1 to 12 (empty or
 * absent: 3), a pattern rather than a coerced number (no ' 5', '1e1').
 */
export const featuredEbooksQuerySchema = contentListQuerySchema.extend({
  limit: z
    .string({ error: featuredLimitMessage })
    .regex(/^(?:[1-9]|1[0-2])?$/, featuredLimitMessage)
    .meta({ description: `1 bis ${FEATURED_EBOOKS.max}; leer = ${FEATURED_EBOOKS.default}.` })
    .optional()
    .transform((value) => (value ? Number(value) : FEATURED_EBOOKS.default)),
});
export type FeaturedEbooksQuery = z.infer<typeof featuredEbooksQuerySchema>;

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
