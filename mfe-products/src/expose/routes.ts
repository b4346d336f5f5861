import { BRAND, POS_BRAND } from 'contracts/brand';
import type { SectionModule } from 'shared-ui';
import { productDetailRoute } from '../features/product-detail/productDetailRoute';
import { productLineRoute } from '../features/product-line/productLineRoute';

/** What this remote shows for the shell's route ids (see shell/src/app/sections.ts). */
export const routes: SectionModule['routes'] = {
  'marketing-products': productLineRoute(BRAND.slug),
  'marketing-product': productDetailRoute(BRAND.slug),
  'pos-products': productLineRoute(POS_BRAND.slug),
  'pos-product': productDetailRoute(POS_BRAND.slug),
  product: productDetailRoute(),
};
