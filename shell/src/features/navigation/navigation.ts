import { BRAND, POS_BRAND } from 'contracts/brand';
import { menuLabel, type Country, type Language, type MenuName } from 'shared-ui';
import type { SiteMenuEntry } from '../sections/siteTable';
import { shellMenuTexts } from '../../texts/menuTexts';

/**
 * The site's navigation as data (SPEC §2 "Navigation and layout"): the shell
 * brings its own pages' entries, the sections theirs (with their
 * declarations); the desktop bar, the dropdowns, the mobile sheet and the
 * footer render the merged entries for the visitor's country.
 */
export const shellMenuEntries: SiteMenuEntry[] = [
  {
    menu: 'top',
    section: 'shell',
    path: '',
    order: 10,
    label: menuLabel(shellMenuTexts, (c) => c.home),
  },
  {
    menu: 'top',
    section: 'shell',
    path: 'about',
    order: 20,
    label: menuLabel(shellMenuTexts, (c) => c.about),
  },
  {
    menu: 'top',
    section: 'shell',
    path: `warum-${BRAND.slug}`,
    order: 30,
    label: menuLabel(shellMenuTexts, (c) => c.why),
  },
];

/** The header's two product dropdowns, titled with the brands (configuration). */
export const dropdownMenus: { menu: MenuName; title: string }[] = [
  { menu: 'marketing', title: BRAND.name },
  { menu: 'pos', title: POS_BRAND.name },
];

export interface MenuItem {
  key: string;
  label: string;
  /** Relative to the locale prefix; '' is home. */
  path: string;
}

/** The entries of one menu a visitor from `country` sees, in order, labelled in `language`. */
export function menuItems(
  entries: SiteMenuEntry[],
  menu: MenuName,
  country: Country,
  language: Language,
): MenuItem[] {
  return entries
    .filter((entry) => entry.menu === menu)
    .filter((entry) => !entry.countries || entry.countries.includes(country))
    .sort((a, b) => a.order - b.order)
    .map((entry) => ({
      key: `${entry.section}:${entry.path}`,
      label: entry.label[language],
      path: entry.path,
    }));
}
