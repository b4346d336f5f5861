import type { Product } from 'contracts';
import { apiQuery, type Country, type Language } from 'shared-ui';
import type { BrandSlug } from '../brands/brands';

/*
 * Products come with their texts in the page's language where they have it,
 * else in their own (the answer's `language` says which). The same options
 * serve the route loader (server and navigation) and the page.
 */

/** Active products of one brand offered in the visitor's country (SPEC §7), in the line's order. */
export const productsQuery = (brand: BrandSlug, country: Country, language: Language) =>
  apiQuery<Product[]>({
    path: `/api/products/brand/${brand}`,
    params: { country, language },
    failure: 'Failed to fetch products',
  });

/** One active product by slug; `null` when there is none (unknown or inactive). */
export const productQuery = (slug: string, language: Language) =>
  apiQuery<Product | null>({
    path: `/api/products/${encodeURIComponent(slug)}`,
    params: { language },
    failure: 'Failed to fetch product',
    whenNotFound: null,
  });

/**
 * A product, active or not, at its slug for a preview token from the
 * console: never cached by the API; an invalid or expired token, or one
 * naming another product, is `null` (the page's not-found state).
 */
export const productPreviewQuery = (slug: string, token: string, language: Language) =>
  apiQuery<Product | null>({
    path: `/api/products/${encodeURIComponent(slug)}/preview`,
    params: { token, language },
    failure: 'Failed to fetch product preview',
    whenNotFound: null,
  });
