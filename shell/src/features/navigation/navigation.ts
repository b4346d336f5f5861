import { BRAND, POS_BRAND } from 'contracts/brand';
import { MENU_PRODUCT_SLUGS, type MenuProduct } from 'contracts/product-pages';
import type { Country } from 'contracts';

/**
 * The site's navigation as data (SPEC §2 "Navigation and layout"): the desktop
 * bar and the mobile sheet render the same entries. `path` is relative to the
 * locale prefix; `key` names the text in the shell catalog (`nav.*`).
 */
export interface NavLinkEntry {
  key: string;
  path: string;
  /** Shown only to visitors of these countries (Verifactu: ES). */
  countries?: Country[];
  /** The path for visitors of a country whose product has its own slug there. */
  countryPaths?: Partial<Record<Country, string>>;
}

export interface NavMenuEntry {
  key: string;
  label: string;
  items: NavLinkEntry[];
}

/**
 * A menu entry for a product page: the German slug by default (a valid address
 * in every country), each country's own product for its visitors.
 */
function productLink(key: MenuProduct, brand: string): NavLinkEntry {
  const slugs = MENU_PRODUCT_SLUGS[key];
  return {
    key,
    path: `${brand}/${slugs.DE}`,
    countryPaths: { ES: `${brand}/${slugs.ES}`, FR: `${brand}/${slugs.FR}` },
  };
}

export const primaryLinks: NavLinkEntry[] = [
  { key: 'home', path: '' },
  { key: 'about', path: 'about' },
  { key: 'why', path: `warum-${BRAND.slug}` },
  { key: 'roadmap', path: 'roadmap' },
  { key: 'ebooks', path: 'social-media-tipps-und-tricks' },
  { key: 'stories', path: 'erfolgsgeschichten' },
];

export const menus: NavMenuEntry[] = [
  {
    key: 'brandMenu',
    label: BRAND.name,
    items: [
      { key: 'brandProducts', path: BRAND.slug },
      productLink('website', BRAND.slug),
      productLink('socialMedia', BRAND.slug),
    ],
  },
  {
    key: 'posMenu',
    label: POS_BRAND.name,
    items: [
      { key: 'posProducts', path: POS_BRAND.slug },
      productLink('posSystem', POS_BRAND.slug),
      productLink('benefits', POS_BRAND.slug),
      { key: 'payment', path: `${POS_BRAND.slug}/hellopayment` },
      { key: 'verifactu', path: `${POS_BRAND.slug}/verifactu`, countries: ['ES'] },
    ],
  },
];

/** The entries a visitor from `country` sees, leading to the pages offered there. */
export function visibleItems(items: NavLinkEntry[], country: Country): NavLinkEntry[] {
  return items
    .filter((item) => !item.countries || item.countries.includes(country))
    .map((item) => ({ ...item, path: item.countryPaths?.[country] ?? item.path }));
}
