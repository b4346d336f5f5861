import { BRAND, isBrandSlug, POS_BRAND, type BrandSlug } from 'contracts/brand';
import { gradients } from 'shared-ui';

export { isBrandSlug, type BrandSlug };

/** The catalog key of a brand's texts (the marketing slug is configuration, not a key). */
export type BrandKey = 'marketing' | 'pos';

interface BrandLook {
  key: BrandKey;
  name: string;
  /** SPEC §2: the brand decides the gradient colour. */
  gradient: string;
}

const looks: Record<BrandSlug, BrandLook> = {
  [BRAND.slug]: { key: 'marketing', name: BRAND.name, gradient: gradients['purple-pink'] },
  [POS_BRAND.slug]: { key: 'pos', name: POS_BRAND.name, gradient: gradients['emerald-teal'] },
};

export function brandLook(brand: BrandSlug): BrandLook {
  return looks[brand];
}

/** A product's page below the locale: `/{brand}/{slug}`, the brand being the product line's path. */
export function productPath(product: { brand: BrandSlug; slug: string }): string {
  return `${product.brand}/${product.slug}`;
}
