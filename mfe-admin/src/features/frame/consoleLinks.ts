import { CONSOLE_NAV_GROUPS, CONSOLE_PAGES, mayOpen, type StaffRole } from 'contracts/admin';

/**
 * The navigation for a role: its groups in order, each with the pages of the
 * console's declaration (contracts' CONSOLE_AREAS) it may open and that are
 * listed there (empty groups left out).
 */
export const navGroups = (role: StaffRole) =>
  CONSOLE_NAV_GROUPS.map((group) => ({
    group,
    pages: CONSOLE_PAGES.filter(
      (page) => page.group === group && page.inNav && mayOpen(page.key, role),
    ),
  })).filter(({ pages }) => pages.length > 0);
