import type { QueryClient } from '@tanstack/react-query';
import type { I18n } from 'shared-ui';
import { addTexts, type PageMeta } from 'shared-ui';
import { productsTexts } from '../../texts';
import { brandLook, type BrandSlug } from '../brands/brands';
import { productQuery } from './productQueries';

function productsT(i18n: I18n) {
  addTexts(i18n, productsTexts);
  return i18n.getFixedT(i18n.language, productsTexts.ns);
}

/** Title and description of a brand's product line. */
export function productLineMeta(i18n: I18n, brand: BrandSlug): PageMeta {
  const t = productsT(i18n);
  const { key, name } = brandLook(brand);
  return {
    title: t(`lines.${key}.metaTitle`, { brand: name }),
    description: t(`lines.${key}.metaDescription`, { brand: name }),
  };
}

/**
 * A product page names its product (from the cache the loader filled); a
 * missing one says so; one the API failed to deliver falls back to its line.
 */
export function productMeta(
  i18n: I18n,
  queryClient: QueryClient,
  slug: string,
  brand: BrandSlug | undefined,
): PageMeta {
  const t = productsT(i18n);
  const product = queryClient.getQueryData(productQuery(slug, i18n.language).queryKey);
  if (product) return { title: product.name, description: product.shortDescription };
  if (product === null || !brand)
    return { title: t('detail.notFound'), description: t('detail.notFoundText') };
  return productLineMeta(i18n, brand);
}
