import type { QueryClient } from '@tanstack/react-query';
import type { I18n } from 'shared-ui';
import { addTexts, breadcrumbList, type JsonLd } from 'shared-ui';
import { productsTexts } from '../../texts';
import { brandLook, isBrandSlug, productPath } from '../brands/brands';
import { productQuery } from './productQueries';

/**
 * A product page's structured data: the Product (name, description, brand,
 * image) and the trail brand line → product. Nothing for a missing product.
 */
export function productStructuredData(
  i18n: I18n,
  queryClient: QueryClient,
  slug: string,
  url: (path: string) => string,
): JsonLd[] {
  const product = queryClient.getQueryData(productQuery(slug, i18n.language).queryKey);
  if (!product || !isBrandSlug(product.brand)) return [];
  addTexts(i18n, productsTexts);
  const t = i18n.getFixedT(i18n.language, productsTexts.ns);
  const { key, name: brandName } = brandLook(product.brand);
  const path = productPath({ brand: product.brand, slug: product.slug });
  return [
    {
      '@type': 'Product',
      name: product.name,
      description: product.longDescription ?? product.shortDescription,
      url: url(path),
      brand: { '@type': 'Brand', name: brandName },
      ...(product.imageUrl ? { image: product.imageUrl } : {}),
    },
    breadcrumbList(
      [
        { name: t(`lines.${key}.title`, { brand: brandName }), path: product.brand },
        { name: product.name, path },
      ],
      url,
    ),
  ];
}
