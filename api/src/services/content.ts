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
  testimonials(query: ContentListQuery): Promise<Testimonial[]>;
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
  faqs(query: FaqQuery): Promise<Faq[]>;
  glossary(query: GlossaryQuery): Promise<GlossaryEntry[]>;
  /** The roadmap's active items in order, 'Aktuell' marked (data/roadmap.ts). */
  roadmap(language?: Language): Promise<RoadmapItem[]>;
}

function found<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new NotFoundError(message);
  return value;
}

/** The country's language unless a language was asked for (DE→de, ES→es, FR→fr). */
const languageFor = (query: FaqQuery | GlossaryQuery) =>
  query.language ?? (query.country ? COUNTRY_LANGUAGE[query.country] : undefined);

export function contentService(db: Db): ContentService {
  return {
    testimonials: (query) => listTestimonials(db, query),
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
    faqs: (query) =>
      listFaqs(db, { country: query.country, topic: query.category, language: languageFor(query) }),
    glossary: (query) =>
      listGlossary(db, {
        country: query.country,
        topic: query.context,
        language: languageFor(query),
      }),
    roadmap: (language) => listActiveRoadmap(db, language),
  };
}
