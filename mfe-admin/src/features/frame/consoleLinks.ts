import type { StaffRole } from 'contracts';

/**
 * The navigation's groups, in order: what a member works on daily first, the
 * site's content together, the admin's settings last.
 */
export const NAV_GROUPS = ['overview', 'board', 'content', 'settings'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/**
 * The console's pages below the locale, who may open them (as the API's
 * route table says) and the navigation group they are listed in, in the
 * group's order. `inNav: false`: a page reached from another one (a board
 * entry from the lists), not from the navigation.
 */
export const CONSOLE_PAGES = [
  { key: 'dashboard', path: 'admin', roles: ['admin', 'editor', 'sales'], group: 'overview' },
  { key: 'leads', path: 'admin/leads', roles: ['admin', 'sales'], group: 'overview' },
  { key: 'board', path: 'admin/board', roles: ['admin', 'editor'], group: 'board' },
  { key: 'boardEntries', path: 'admin/board/entries', roles: ['admin', 'editor'], group: 'board' },
  {
    key: 'boardEntry',
    path: 'admin/board/entries/:id',
    roles: ['admin', 'editor'],
    group: 'board',
    inNav: false,
  },
  { key: 'ebooks', path: 'admin/content/ebooks', roles: ['admin', 'editor'], group: 'content' },
  { key: 'products', path: 'admin/content/products', roles: ['admin', 'editor'], group: 'content' },
  {
    key: 'testimonials',
    path: 'admin/content/testimonials',
    roles: ['admin', 'editor'],
    group: 'content',
  },
  { key: 'faqs', path: 'admin/faqs', roles: ['admin', 'editor'], group: 'content' },
  { key: 'glossary', path: 'admin/glossary', roles: ['admin', 'editor'], group: 'content' },
  { key: 'roadmap', path: 'admin/roadmap', roles: ['admin', 'editor'], group: 'content' },
  { key: 'pixels', path: 'admin/pixels', roles: ['admin'], group: 'settings' },
  { key: 'staff', path: 'admin/staff', roles: ['admin'], group: 'settings' },
  { key: 'audit', path: 'admin/audit', roles: ['admin'], group: 'settings' },
] as const satisfies readonly {
  key: string;
  path: string;
  roles: readonly StaffRole[];
  group: NavGroup;
  inNav?: false;
}[];

export type ConsolePageKey = (typeof CONSOLE_PAGES)[number]['key'];

export const consolePage = (key: ConsolePageKey) => CONSOLE_PAGES.find((page) => page.key === key)!;

export const mayOpen = (key: ConsolePageKey, role: StaffRole) =>
  (consolePage(key).roles as readonly StaffRole[]).includes(role);

/** The pages the navigation links for a role. */
const navPages = (role: StaffRole) =>
  CONSOLE_PAGES.filter(
    (page) => !('inNav' in page) && (page.roles as readonly StaffRole[]).includes(role),
  );

/** The navigation for a role: its groups in order, each with the pages it may open (empty groups left out). */
export const navGroups = (role: StaffRole) =>
  NAV_GROUPS.map((group) => ({
    group,
    pages: navPages(role).filter((page) => page.group === group),
  })).filter(({ pages }) => pages.length > 0);
