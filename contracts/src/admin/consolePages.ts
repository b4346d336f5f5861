import { STAFF_ROLES, type StaffRole } from './staff';

/**
 * The console's navigation groups, in order: what a member works on daily
 * first, the site's content together, the admin's settings last.
 */
export const CONSOLE_NAV_GROUPS = ['overview', 'board', 'content', 'settings'] as const;
export type ConsoleNavGroup = (typeof CONSOLE_NAV_GROUPS)[number];

/**
 * A console page: its path below the locale (in the console's prefix
 * `admin`). `inNav: false`: reached from another page (a board entry from
 * the lists), not from the navigation.
 */
export interface ConsolePageDeclaration {
  key: string;
  path: string;
  inNav?: false;
}

/**
 * An area of the console: what the members of `roles` work on. Its page is
 * listed in the navigation group `group`; `subpages` are reached beside it
 * and open to the same roles. Its API routes (the rows of
 * api/src/web/admin/routes.ts naming it as their `area`) answer any other
 * role 403, and its pages show it "no right".
 */
export interface ConsoleAreaDeclaration extends ConsolePageDeclaration {
  group: ConsoleNavGroup;
  roles: readonly StaffRole[];
  subpages?: readonly ConsolePageDeclaration[];
}

/**
 * The console's areas and pages, once: the console's navigation and its
 * pages' guards, its section's routes and the API's route roles read them.
 * In navigation order within each group. A new area is one entry here (its
 * labels are the console's texts `nav.<key>` and `meta.<key>Title`).
 */
export const CONSOLE_AREAS = [
  { key: 'dashboard', path: 'admin', group: 'overview', roles: STAFF_ROLES },
  {
    key: 'leads',
    path: 'admin/leads',
    group: 'overview',
    roles: ['admin', 'sales'],
    // The lead inbox (issue 41 §3): a lead's own page, and the person behind its address.
    subpages: [
      { key: 'lead', path: 'admin/leads/:type/:id', inNav: false },
      { key: 'contact', path: 'admin/leads/:type/:id/contact', inNav: false },
    ],
  },
  { key: 'campaigns', path: 'admin/campaigns', group: 'overview', roles: ['admin', 'sales'] },
  // Real visitors' page speed (issue 39): the site's operation, the admin's.
  { key: 'vitals', path: 'admin/vitals', group: 'overview', roles: ['admin'] },
  {
    key: 'board',
    path: 'admin/board',
    group: 'board',
    roles: ['admin', 'editor'],
    subpages: [
      { key: 'boardEntries', path: 'admin/board/entries' },
      { key: 'boardEntry', path: 'admin/board/entries/:id', inNav: false },
    ],
  },
  { key: 'ebooks', path: 'admin/content/ebooks', group: 'content', roles: ['admin', 'editor'] },
  { key: 'products', path: 'admin/content/products', group: 'content', roles: ['admin', 'editor'] },
  {
    key: 'testimonials',
    path: 'admin/content/testimonials',
    group: 'content',
    roles: ['admin', 'editor'],
  },
  { key: 'faqs', path: 'admin/faqs', group: 'content', roles: ['admin', 'editor'] },
  { key: 'glossary', path: 'admin/glossary', group: 'content', roles: ['admin', 'editor'] },
  { key: 'roadmap', path: 'admin/roadmap', group: 'content', roles: ['admin', 'editor'] },
  // What visitors searched for and did not find (issue 40): editors fill the gaps.
  {
    key: 'searchMisses',
    path: 'admin/search-misses',
    group: 'content',
    roles: ['admin', 'editor'],
  },
  { key: 'pixels', path: 'admin/pixels', group: 'settings', roles: ['admin'] },
  {
    key: 'routing',
    path: 'admin/routing',
    group: 'settings',
    roles: ['admin'],
    // The delivery log is a list of its own (like the board's entries): in the navigation too.
    subpages: [{ key: 'routingDeliveries', path: 'admin/routing/deliveries' }],
  },
  { key: 'staff', path: 'admin/staff', group: 'settings', roles: ['admin'] },
  { key: 'audit', path: 'admin/audit', group: 'settings', roles: ['admin'] },
] as const satisfies readonly ConsoleAreaDeclaration[];

type DeclaredArea = (typeof CONSOLE_AREAS)[number];
export type ConsoleAreaKey = DeclaredArea['key'];
export type ConsolePageKey =
  ConsoleAreaKey | Extract<DeclaredArea, { subpages: unknown }>['subpages'][number]['key'];

/** A console page as the console and the API see it: its area's navigation group and roles. */
export interface ConsolePage {
  key: ConsolePageKey;
  path: string;
  area: ConsoleAreaKey;
  group: ConsoleNavGroup;
  roles: readonly StaffRole[];
  inNav: boolean;
}

type KeyedArea = ConsoleAreaDeclaration & { key: ConsoleAreaKey };

/** Each area's page, then its subpages: in its area's group, open to its area's roles. */
const pagesOf = (areas: readonly KeyedArea[]): ConsolePage[] =>
  areas.flatMap((area) =>
    [area, ...(area.subpages ?? [])].map((page) => ({
      key: page.key as ConsolePageKey,
      path: page.path,
      area: area.key,
      group: area.group,
      roles: area.roles,
      inNav: page.inNav !== false,
    })),
  );

/** Every console page, in navigation order. (Pure: a bundle that reads none of it drops it.) */
export const CONSOLE_PAGES: readonly ConsolePage[] = /* @__PURE__ */ pagesOf(CONSOLE_AREAS);

/** A declared area (a key not declared — from outside the type system — is a mistake to fail on). */
export function consoleArea(key: ConsoleAreaKey): DeclaredArea {
  const area = CONSOLE_AREAS.find((candidate) => candidate.key === key);
  if (!area) throw new Error(`No console area '${String(key)}' (contracts' CONSOLE_AREAS)`);
  return area;
}

export const consolePage = (key: ConsolePageKey): ConsolePage =>
  CONSOLE_PAGES.find((page) => page.key === key)!;

/** Whether a role may open a console page: the roles of its area, as the area's API routes. */
export const mayOpen = (key: ConsolePageKey, role: StaffRole): boolean =>
  consolePage(key).roles.includes(role);
