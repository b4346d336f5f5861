/**
 * The brands, as configuration in one module (DESIGN.md §9): routes, menus and
 * seeds read the slug and the display name from here.
 */
export const BRAND = { slug: 'hellomarketing', name: 'helloMarketing' } as const;
export const POS_BRAND = { slug: 'hellocash', name: 'helloCASH' } as const;

export const BRANDS = [BRAND, POS_BRAND] as const;
export type BrandSlug = (typeof BRANDS)[number]['slug'];

export function isBrandSlug(value: string): value is BrandSlug {
  return BRANDS.some((brand) => brand.slug === value);
}
