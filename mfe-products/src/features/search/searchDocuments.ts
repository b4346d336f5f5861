import type { Product } from 'contracts';
import { BRAND, POS_BRAND } from 'contracts/brand';
import { searchByCountry, type SearchContext, type SearchDocument } from 'shared-ui';
import { productPath } from '../brands/brands';

/** What the site search finds here: every active product of both brands, in the countries that offer it. */
export async function searchDocuments(context: SearchContext): Promise<SearchDocument[]> {
  const lines = await Promise.all(
    [BRAND.slug, POS_BRAND.slug].map((brand) =>
      searchByCountry<Product>(
        context,
        (country, language) =>
          `/api/products/brand/${brand}?country=${country}&language=${language}`,
        (product) => ({
          kind: 'product',
          title: product.name,
          text: [product.shortDescription, product.longDescription, ...product.features]
            .filter(Boolean)
            .join(' – '),
          path: productPath({ brand, slug: product.slug }),
        }),
      ),
    ),
  );
  return lines.flat();
}
