import { redirect } from 'react-router-dom';
import { addTexts, localePath, type SectionRoute } from 'shared-ui';
import { productsTexts } from '../../texts';
import { isBrandSlug, productPath, type BrandSlug } from '../brands/brands';
import { productQuery } from '../products/productQueries';
import { ProductDetailPage } from './ProductDetailPage';

/**
 * A product page by slug. Under a brand's path (`/{locale}/{brand}/{slug}`)
 * a product of the other brand is sent to its own path; without a brand
 * (`/{locale}/product/{slug}`) every product is. A product has one address.
 */
export function productDetailRoute(brand?: BrandSlug): SectionRoute {
  function BrandProductDetail() {
    return <ProductDetailPage brand={brand} />;
  }
  return {
    Component: BrandProductDetail,
    loader: async ({ params, request, queryClient, locale }) => {
      const product = await queryClient
        .fetchQuery(productQuery(params.slug ?? ''))
        .catch(() => undefined); // failed: the page shows its error state
      if (product === null) return { status: 404 };
      if (product && isBrandSlug(product.brand) && product.brand !== brand) {
        const path = productPath({ brand: product.brand, slug: product.slug });
        throw redirect(`${localePath(locale.locale, path)}${new URL(request.url).search}`);
      }
    },
    meta: (i18n, { params, queryClient }) => {
      addTexts(i18n, productsTexts);
      const t = i18n.getFixedT(i18n.language, productsTexts.ns);
      const product = queryClient.getQueryData(productQuery(params.slug ?? '').queryKey);
      if (!product) return { title: t('detail.notFound'), description: t('detail.notFoundText') };
      return { title: product.name, description: product.shortDescription };
    },
  };
}
