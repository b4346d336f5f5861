import type { SectionRoute } from 'shared-ui';
import { addTexts } from 'shared-ui';
import { productsTexts } from '../../texts';
import { brandLook, type BrandSlug } from '../brands/brands';
import { productsQuery } from '../products/productQueries';
import { ProductLinePage } from './ProductLinePage';

/** The route of one brand's product line (`/{locale}/{brand}`). */
export function productLineRoute(brand: BrandSlug): SectionRoute {
  function BrandProductLine() {
    return <ProductLinePage brand={brand} />;
  }
  return {
    Component: BrandProductLine,
    // Never throws: a failed list is rendered as the page's error state.
    loader: async ({ queryClient, locale }) => {
      await queryClient.prefetchQuery(productsQuery(brand, locale.country));
    },
    meta: (i18n) => {
      addTexts(i18n, productsTexts);
      const t = i18n.getFixedT(i18n.language, productsTexts.ns);
      const { key, name } = brandLook(brand);
      return {
        title: t(`lines.${key}.metaTitle`, { brand: name }),
        description: t(`lines.${key}.metaDescription`, { brand: name }),
      };
    },
  };
}
