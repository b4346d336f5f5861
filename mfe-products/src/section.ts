import { BRAND, POS_BRAND } from 'contracts/brand';
import { MENU_PRODUCT_SLUGS, type MenuProduct } from 'contracts/product-pages';
import type { Product } from 'contracts';
import {
  COUNTRIES,
  defineSection,
  menuLabel,
  sitemapByCountry,
  type MenuEntry,
  type MenuName,
} from 'shared-ui';
import { productPath, type BrandSlug } from './features/brands/brands';
import { productDetailRoute } from './features/product-detail/productDetailRoute';
import { productLineRoute } from './features/product-line/productLineRoute';
import { productsTexts } from './texts';
import type { ProductsCatalog } from './texts/de';

type MenuKey = keyof ProductsCatalog['menu'];

/**
 * A menu entry for a product page: each country's visitors are led to their
 * own country's product (its slug in their language).
 */
function productEntries(
  menu: MenuName,
  brand: BrandSlug,
  product: MenuProduct & MenuKey,
  order: number,
): MenuEntry[] {
  return COUNTRIES.map((country) => ({
    menu,
    path: `${brand}/${MENU_PRODUCT_SLUGS[product][country]}`,
    order,
    countries: [country],
    label: menuLabel(productsTexts, (texts) => texts.menu[product]),
  }));
}

const productLineEntry = (menu: MenuName, brand: BrandSlug, label: MenuKey): MenuEntry => ({
  menu,
  path: brand,
  order: 10,
  label: menuLabel(productsTexts, (texts) => texts.menu[label]),
});

/**
 * Both product lines (helloMarketing and helloCASH) and every product page by
 * slug; `product/:slug` sends a product to its brand's path.
 */
export const section = defineSection({
  routes: [
    { id: 'products.marketing-line', path: BRAND.slug, ...productLineRoute(BRAND.slug) },
    {
      id: 'products.marketing-product',
      path: `${BRAND.slug}/:slug`,
      ...productDetailRoute(BRAND.slug),
    },
    { id: 'products.pos-line', path: POS_BRAND.slug, ...productLineRoute(POS_BRAND.slug) },
    {
      id: 'products.pos-product',
      path: `${POS_BRAND.slug}/:slug`,
      ...productDetailRoute(POS_BRAND.slug),
    },
    // The localized target of `/product/{slug}`: sends on to the product's brand path.
    { id: 'products.by-slug', path: 'product/:slug', ...productDetailRoute() },
  ],
  menu: [
    productLineEntry('marketing', BRAND.slug, 'brandProducts'),
    ...productEntries('marketing', BRAND.slug, 'website', 20),
    ...productEntries('marketing', BRAND.slug, 'socialMedia', 30),
    productLineEntry('pos', POS_BRAND.slug, 'posProducts'),
    ...productEntries('pos', POS_BRAND.slug, 'posSystem', 20),
    ...productEntries('pos', POS_BRAND.slug, 'benefits', 30),
  ],
  // Every active product of both brands, in the countries it is offered in.
  sitemap: async (context) =>
    (
      await Promise.all(
        [BRAND.slug, POS_BRAND.slug].map((brand) =>
          sitemapByCountry<Product>(
            context,
            (country) => `/api/products/brand/${brand}?country=${country}`,
            (product) => productPath({ brand, slug: product.slug }),
          ),
        ),
      )
    ).flat(),
  // What the site search finds here (loaded when the shell builds its index).
  search: (context) =>
    import('./features/search/searchDocuments').then((m) => m.searchDocuments(context)),
});
