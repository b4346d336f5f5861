import {
  COUNTRY_LANGUAGE,
  type BrandSlug,
  type Country,
  type EbookDetail,
  type EbookListItem,
  type Faq,
  type FaqQuery,
  type GlossaryEntry,
  type GlossaryQuery,
  type Product,
  type Testimonial,
} from 'contracts';
import type { Db } from '../db/connection';
import { countDownloads } from '../data/downloads';
import { findEbookById, findEbookByNumericId, listEbooks } from '../data/ebooks';
import { listFaqs, listGlossary } from '../data/knowledge';
import { findActiveProductBySlug, listActiveProductsByBrand } from '../data/products';
import { listTestimonials } from '../data/testimonials';
import { NotFoundError } from '../errors';

export const contentMessages = {
  ebookNotFound: 'E-Book nicht gefunden',
  productNotFound: 'Produkt nicht gefunden',
  brandNotFound: 'Marke nicht gefunden',
} as const;

export interface ContentService {
  testimonials(): Promise<Testimonial[]>;
  ebooks(country?: Country): Promise<EbookListItem[]>;
  /** Throws NotFoundError when unknown. */
  ebookById(id: string): Promise<EbookDetail>;
  ebookByNumericId(numericId: number): Promise<EbookDetail>;
  downloadCount(category: string): Promise<number>;
  productsByBrand(brand: BrandSlug, country?: Country): Promise<Product[]>;
  /** Active products only; throws NotFoundError otherwise. */
  productBySlug(slug: string): Promise<Product>;
  faqs(query: FaqQuery): Promise<Faq[]>;
  glossary(query: GlossaryQuery): Promise<GlossaryEntry[]>;
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
    testimonials: () => listTestimonials(db),
    ebooks: (country) => listEbooks(db, country),
    ebookById: async (id) => found(await findEbookById(db, id), contentMessages.ebookNotFound),
    ebookByNumericId: async (numericId) =>
      found(await findEbookByNumericId(db, numericId), contentMessages.ebookNotFound),
    downloadCount: (category) => countDownloads(db, category),
    productsByBrand: (brand, country) => listActiveProductsByBrand(db, brand, country),
    productBySlug: async (slug) =>
      found(await findActiveProductBySlug(db, slug), contentMessages.productNotFound),
    faqs: (query) =>
      listFaqs(db, { country: query.country, topic: query.category, language: languageFor(query) }),
    glossary: (query) =>
      listGlossary(db, {
        country: query.country,
        topic: query.context,
        language: languageFor(query),
      }),
  };
}
