import type { SectionRoute } from 'shared-ui';
import type { BrandSlug } from '../brands/brands';
import { productLineMeta } from '../products/pageMeta';
import { productsQuery } from '../products/productQueries';
import { ProductLinePage } from './ProductLinePage';

/** The route of one brand's product line (`/{locale}/{brand}`). */
export function productLineRoute(brand: BrandSlug): Omit<SectionRoute, 'id' | 'path'> {
  function BrandProductLine() {
    return <ProductLinePage brand={brand} />;
  }
  return {
    // Bundled with the declaration: the section's pages are small.
    page: async () => BrandProductLine,
    // Never throws: a failed list is rendered as the page's error state.
    loader: async ({ queryClient, locale }) => {
      await queryClient.prefetchQuery(productsQuery(brand, locale.country, locale.language));
    },
    meta: (i18n) => productLineMeta(i18n, brand),
  };
}
