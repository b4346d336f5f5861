import type { Product } from 'contracts';
import { apiQuery, type Country } from 'shared-ui';
import type { BrandSlug } from '../brands/brands';

/**
 * Active products of one brand offered in the visitor's country (SPEC §7).
 * The same options serve the route loader (server and navigation) and the page.
 */
export const productsQuery = (brand: BrandSlug, country: Country) =>
  apiQuery<Product[]>({
    path: `/api/products/brand/${brand}`,
    params: { country },
    failure: 'Failed to fetch products',
  });

/** One active product by slug; `null` when there is none (unknown or inactive). */
export const productQuery = (slug: string) =>
  apiQuery<Product | null>({
    path: `/api/products/${encodeURIComponent(slug)}`,
    failure: 'Failed to fetch product',
    whenNotFound: null,
  });
