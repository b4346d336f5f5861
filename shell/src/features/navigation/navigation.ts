import { BRAND, POS_BRAND } from 'contracts/brand';
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
}

export interface NavMenuEntry {
  key: string;
  label: string;
  items: NavLinkEntry[];
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
      { key: 'website', path: `${BRAND.slug}/website-loesung` },
      { key: 'socialMedia', path: `${BRAND.slug}/social-media-loesung` },
    ],
  },
  {
    key: 'posMenu',
    label: POS_BRAND.name,
    items: [
      { key: 'posProducts', path: POS_BRAND.slug },
      { key: 'posSystem', path: `${POS_BRAND.slug}/pos-system` },
      { key: 'benefits', path: `${POS_BRAND.slug}/vorteile` },
      { key: 'payment', path: `${POS_BRAND.slug}/hellopayment` },
      { key: 'verifactu', path: `${POS_BRAND.slug}/verifactu`, countries: ['ES'] },
    ],
  },
];

/** The entries a visitor from `country` sees. */
export function visibleItems(items: NavLinkEntry[], country: Country): NavLinkEntry[] {
  return items.filter((item) => !item.countries || item.countries.includes(country));
}
