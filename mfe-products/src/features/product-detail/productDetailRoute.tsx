import { redirect } from 'react-router-dom';
import { localePath, previewTokenOf, type SectionRoute } from 'shared-ui';
import { isBrandSlug, productPath, type BrandSlug } from '../brands/brands';
import { contactRequestAction } from '../contact-request/contactRequestAction';
import { productMeta } from '../products/pageMeta';
import { productStructuredData } from '../products/structuredData';
import { productPreviewQuery, productQuery } from '../products/productQueries';
import { ProductDetailPage } from './ProductDetailPage';

/**
 * A product page by slug. Under a brand's path (`/{locale}/{brand}/{slug}`)
 * a product of the other brand is sent to its own path; without a brand
 * (`/{locale}/product/{slug}`) every product is. A product has one address.
 */
export function productDetailRoute(brand?: BrandSlug): Omit<SectionRoute, 'id' | 'path'> {
  function BrandProductDetail() {
    return <ProductDetailPage brand={brand} />;
  }
  return {
    // Bundled with the declaration: the section's pages are small.
    page: async () => BrandProductDetail,
    loader: async ({ params, request, queryClient, locale }) => {
      const slug = params.slug ?? '';
      // A preview from the console: the product, active or not, for its token only.
      const preview = previewTokenOf(request);
      const product = await queryClient
        .fetchQuery(
          preview
            ? productPreviewQuery(slug, preview, locale.language)
            : productQuery(slug, locale.language),
        )
        .catch(() => undefined); // failed: the page shows its error state
      if (product === null) return { status: 404 };
      // The page, its title and its structured data read the product where they always do.
      if (preview && product)
        queryClient.setQueryData(productQuery(slug, locale.language).queryKey, product);
      if (product && isBrandSlug(product.brand) && product.brand !== brand) {
        const path = productPath({ brand: product.brand, slug: product.slug });
        throw redirect(`${localePath(locale.locale, path)}${new URL(request.url).search}`);
      }
    },
    meta: (i18n, { params, queryClient }) =>
      productMeta(i18n, queryClient, params.slug ?? '', brand),
    structuredData: (i18n, context) =>
      productStructuredData(i18n, context, context.params.slug ?? ''),
    // 'Beratung anfragen' (#beratung) posts to the product's page.
    action: contactRequestAction,
  };
}
