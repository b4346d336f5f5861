import type { StaffRole } from 'contracts';

/**
 * The console's pages below the locale and who may open them (as the API's
 * route table says). `inNav: false`: a page reached from another one (a
 * board entry from the lists), not from the navigation.
 */
export const CONSOLE_PAGES = [
  { key: 'dashboard', path: 'admin', roles: ['admin', 'editor', 'sales'] },
  { key: 'leads', path: 'admin/leads', roles: ['admin', 'sales'] },
  { key: 'board', path: 'admin/board', roles: ['admin', 'editor'] },
  { key: 'boardEntries', path: 'admin/board/entries', roles: ['admin', 'editor'] },
  {
    key: 'boardEntry',
    path: 'admin/board/entries/:id',
    roles: ['admin', 'editor'],
    inNav: false,
  },
  { key: 'staff', path: 'admin/staff', roles: ['admin'] },
  { key: 'audit', path: 'admin/audit', roles: ['admin'] },
  { key: 'pixels', path: 'admin/pixels', roles: ['admin'] },
  { key: 'roadmap', path: 'admin/roadmap', roles: ['admin', 'editor'] },
  { key: 'faqs', path: 'admin/faqs', roles: ['admin', 'editor'] },
  { key: 'glossary', path: 'admin/glossary', roles: ['admin', 'editor'] },
  { key: 'ebooks', path: 'admin/content/ebooks', roles: ['admin', 'editor'] },
  { key: 'products', path: 'admin/content/products', roles: ['admin', 'editor'] },
  { key: 'testimonials', path: 'admin/content/testimonials', roles: ['admin', 'editor'] },
] as const satisfies readonly {
  key: string;
  path: string;
  roles: readonly StaffRole[];
  inNav?: false;
}[];

export type ConsolePageKey = (typeof CONSOLE_PAGES)[number]['key'];

export const consolePage = (key: ConsolePageKey) => CONSOLE_PAGES.find((page) => page.key === key)!;

export const mayOpen = (key: ConsolePageKey, role: StaffRole) =>
  (consolePage(key).roles as readonly StaffRole[]).includes(role);

/** The pages the navigation links for a role. */
export const navPages = (role: StaffRole) =>
  CONSOLE_PAGES.filter(
    (page) => !('inNav' in page) && (page.roles as readonly StaffRole[]).includes(role),
  );
