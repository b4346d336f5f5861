import { queryOptions } from '@tanstack/react-query';
import type { Product } from 'contracts';
import { apiRequest, HttpError, type Country } from 'shared-ui';
import type { BrandSlug } from '../brands/brands';

const PRODUCTS_PATH = '/api/products';

/**
 * Active products of one brand offered in the visitor's country (SPEC §7).
 * The same options serve the route loader (server and navigation) and the page.
 */
export function productsQuery(brand: BrandSlug, country: Country) {
  return queryOptions({
    queryKey: [PRODUCTS_PATH, 'brand', brand, { country }],
    queryFn: async (): Promise<Product[]> => {
      try {
        const res = await apiRequest('GET', `${PRODUCTS_PATH}/brand/${brand}?country=${country}`);
        return (await res.json()) as Product[];
      } catch (error) {
        console.error('Failed to fetch products', error); // SPEC §8
        throw new Error('Failed to fetch products');
      }
    },
  });
}

/**
 * One active product by slug; `null` when there is none (unknown or inactive).
 * Not found is an answer, not a failure: it survives the trip to the browser
 * as data, so server and browser render the same "not found" page.
 */
export function productQuery(slug: string) {
  return queryOptions({
    queryKey: [PRODUCTS_PATH, slug],
    queryFn: async (): Promise<Product | null> => {
      try {
        const res = await apiRequest('GET', `${PRODUCTS_PATH}/${encodeURIComponent(slug)}`);
        return (await res.json()) as Product;
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        console.error('Failed to fetch product', error); // SPEC §8
        throw new Error('Failed to fetch product');
      }
    },
  });
}
