import type { StaffRole } from 'contracts';

/** The console's pages below the locale and who may open them (as the API's route table says). */
export const CONSOLE_PAGES = [
  { key: 'dashboard', path: 'admin', roles: ['admin', 'editor', 'sales'] },
  { key: 'leads', path: 'admin/leads', roles: ['admin', 'sales'] },
  { key: 'staff', path: 'admin/staff', roles: ['admin'] },
  { key: 'audit', path: 'admin/audit', roles: ['admin'] },
  { key: 'pixels', path: 'admin/pixels', roles: ['admin'] },
] as const satisfies readonly { key: string; path: string; roles: readonly StaffRole[] }[];

export type ConsolePageKey = (typeof CONSOLE_PAGES)[number]['key'];

export const consolePage = (key: ConsolePageKey) => CONSOLE_PAGES.find((page) => page.key === key)!;

export const mayOpen = (key: ConsolePageKey, role: StaffRole) =>
  (consolePage(key).roles as readonly StaffRole[]).includes(role);
