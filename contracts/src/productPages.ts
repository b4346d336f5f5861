import { PREVIEW_PARAM } from './ebookLinks';
import type { Country, Language } from './localeCodes';

/**
 * The product pages the menu links to (DESIGN.md §9), and each country's own
 * product for them: a country's product line is written in its language under
 * slugs in that language, so a visitor from Spain or France is led to the
 * product offered there. The German slugs stay valid addresses everywhere.
 * Seeds (api/src/db/seeds/products.ts) create a product for every slug here.
 */
export const MENU_PRODUCT_SLUGS = {
  website: { DE: 'website-loesung', ES: 'solucion-web', FR: 'solution-site-web' },
  socialMedia: {
    DE: 'social-media-loesung',
    ES: 'solucion-redes-sociales',
    FR: 'solution-reseaux-sociaux',
  },
  posSystem: { DE: 'pos-system', ES: 'sistema-tpv', FR: 'logiciel-de-caisse' },
  benefits: { DE: 'vorteile', ES: 'ventajas-hellocash', FR: 'avantages-hellocash' },
} as const satisfies Record<string, Record<Country, string>>;

export type MenuProduct = keyof typeof MENU_PRODUCT_SLUGS;

/** The preview of a product's public page in a country and a language. */
export function productPreviewHref(
  product: { brand: string; slug: string },
  locale: { language: Language; country: Country },
  token: string,
): string {
  return `/${locale.language}_${locale.country}/${product.brand}/${product.slug}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
}
