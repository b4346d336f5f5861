import { BRAND, POS_BRAND, type BrandSlug } from 'contracts/brand';
import type { EbookListItem, Product, Testimonial } from 'contracts';
import { apiQuery, type Country, type Language } from 'shared-ui';

/*
 * What the home page shows below the hero, from the API, in the page's
 * language where the records have it (each says which). The same options
 * as the sections' queries for the same data, so their cache entries are
 * shared when the visitor goes on to a section's page.
 */

/** The brands whose lines the home page shows, helloMarketing first. */
export const HOME_BRANDS: readonly BrandSlug[] = [BRAND.slug, POS_BRAND.slug];

/** The country's three most downloaded e-books, the newest first among equals (the API decides). */
export const featuredEbooksQuery = (country: Country, language: Language) =>
  apiQuery<EbookListItem[]>({
    path: '/api/ebooks/featured',
    params: { country, language },
    failure: 'Failed to fetch featured ebooks',
  });

/** A brand's line in the country, in its order: the home page shows the first two. */
export const productLineQuery = (brand: BrandSlug, country: Country, language: Language) =>
  apiQuery<Product[]>({
    path: `/api/products/brand/${brand}`,
    params: { country, language },
    failure: 'Failed to fetch products',
  });

/** The success stories of the visitor's country, newest first. */
export const countryStoriesQuery = (country: Country, language: Language) =>
  apiQuery<Testimonial[]>({
    path: '/api/testimonials',
    params: { country, language },
    failure: 'Failed to fetch testimonials',
  });
