import {
  COUNTRY_LANGUAGE,
  type BrandSlug,
  type ContentListQuery,
  type EbookDetail,
  type EbookListItem,
  type Faq,
  type FaqQuery,
  type GlossaryEntry,
  type GlossaryQuery,
  type Language,
  previewMessages,
  type Product,
  type RoadmapItem,
  type Testimonial,
} from 'contracts';
import type { Db } from '../db/connection';
import { countDownloads } from '../data/downloads';
import {
  findEbookById,
  findEbookByNumericId,
  listEbooks,
  listFeaturedEbooks,
} from '../data/ebooks';
import { listFaqs, listGlossary } from '../data/knowledge';
import { findActiveProductBySlug, listActiveProductsByBrand } from '../data/products';
import { listActiveRoadmap } from '../data/roadmap';
import { listTestimonials } from '../data/testimonials';
import { NotFoundError } from '../errors';

export const contentMessages = {
  ebookNotFound: 'E-Book nicht gefunden',
  productNotFound: 'Produkt nicht gefunden',
  brandNotFound: 'Marke nicht gefunden',
} as const;

/**
 * E-books, products and testimonials answer their texts in the language
 * asked for where they have it, else in their own (`language` says which).
 */
export interface ContentService {
  /**
   * The lists' `previewId` (testimonials, FAQs, glossary, roadmap): a
   * preview token's record is listed too, active or not, marked; only for a
   * valid token (the caller checked it). A record the list would not show
   * (another country, language or topic) is a 404, like a bad token.
   */
  testimonials(query: ContentListQuery, previewId?: string): Promise<Testimonial[]>;
  ebooks(query: ContentListQuery): Promise<EbookListItem[]>;
  /** The country's most downloaded e-books, newest first among equals. */
  featuredEbooks(query: ContentListQuery, limit: number): Promise<EbookListItem[]>;
  /** Throws NotFoundError when unknown. */
  ebookById(id: string, language?: Language): Promise<EbookDetail>;
  ebookByNumericId(numericId: number, language?: Language): Promise<EbookDetail>;
  /** Active or not: only for a valid preview token (the caller checked it). */
  ebookPreview(id: string, language?: Language): Promise<EbookDetail>;
  downloadCount(category: string): Promise<number>;
  productsByBrand(brand: BrandSlug, query: ContentListQuery): Promise<Product[]>;
  /** Active products only; throws NotFoundError otherwise. */
  productBySlug(slug: string, language?: Language): Promise<Product>;
  /** The product `id` at `slug`, active or not: only for a valid preview token (the caller checked it). */
  productPreview(id: string, slug: string, language?: Language): Promise<Product>;
  faqs(query: FaqQuery, previewId?: string): Promise<Faq[]>;
  glossary(query: GlossaryQuery, previewId?: string): Promise<GlossaryEntry[]>;
  /** The roadmap's active items in order, 'Aktuell' marked (data/roadmap.ts). */
  roadmap(language?: Language, previewId?: string): Promise<RoadmapItem[]>;
}

function found<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new NotFoundError(message);
  return value;
}

/** A preview's list shows its record, else the token belongs to another page (404). */
async function previewed<T extends { preview?: true }>(
  list: Promise<T[]>,
  previewId: string | undefined,
): Promise<T[]> {
  const items = await list;
  if (previewId !== undefined && !items.some((item) => item.preview))
    throw new NotFoundError(previewMessages.invalid);
  return items;
}

/** The country's language unless a language was asked for (DE→de, ES→es, FR→fr). */
const languageFor = (query: FaqQuery | GlossaryQuery) =>
  query.language ?? (query.country ? COUNTRY_LANGUAGE[query.country] : undefined);

export function contentService(db: Db): ContentService {
  return {
    testimonials: (query, previewId) =>
      previewed(listTestimonials(db, { ...query, previewId }), previewId),
    ebooks: (query) => listEbooks(db, query),
    featuredEbooks: (query, limit) => listFeaturedEbooks(db, query, limit),
    ebookById: async (id, language) =>
      found(await findEbookById(db, id, language), contentMessages.ebookNotFound),
    ebookPreview: async (id, language) =>
      found(await findEbookById(db, id, language, true), contentMessages.ebookNotFound),
    ebookByNumericId: async (numericId, language) =>
      found(await findEbookByNumericId(db, numericId, language), contentMessages.ebookNotFound),
    downloadCount: (category) => countDownloads(db, category),
    productsByBrand: (brand, query) => listActiveProductsByBrand(db, brand, query),
    productBySlug: async (slug, language) =>
      found(await findActiveProductBySlug(db, slug, language), contentMessages.productNotFound),
    productPreview: async (id, slug, language) => {
      const product = await findActiveProductBySlug(db, slug, language, true);
      // A token shows its own product only, at its own address.
      return found(product?.id === id ? product : undefined, contentMessages.productNotFound);
    },
    faqs: (query, previewId) =>
      previewed(
        listFaqs(db, {
          country: query.country,
          topic: query.category,
          language: languageFor(query),
          previewId,
        }),
        previewId,
      ),
    glossary: (query, previewId) =>
      previewed(
        listGlossary(db, {
          country: query.country,
          topic: query.context,
          language: languageFor(query),
          previewId,
        }),
        previewId,
      ),
    roadmap: (language, previewId) =>
      previewed(listActiveRoadmap(db, language, previewId), previewId),
  };
}
