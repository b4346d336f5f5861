import type { RemotesConfig } from './remotesConfig';
import type { SiteSnapshot } from './siteTable';

/**
 * What a visitor's page tells the browser about the site: every section but
 * those whose pages are all for staff (the console). A public page's HTML
 * then names neither the console's remote nor its paths; a console page,
 * opened by staff with a full page load, carries it all.
 */
export function withoutStaffSections(
  remotes: RemotesConfig,
  site: SiteSnapshot,
): { remotes: RemotesConfig; site: SiteSnapshot } {
  const staff = new Set(
    site.sections
      .filter(
        (section) => section.routes.length > 0 && section.routes.every((route) => route.staffOnly),
      )
      .map((section) => section.name),
  );
  if (staff.size === 0) return { remotes, site };
  return {
    remotes: Object.fromEntries(Object.entries(remotes).filter(([name]) => !staff.has(name))),
    site: {
      ...site,
      sections: site.sections.filter((section) => !staff.has(section.name)),
      menu: site.menu.filter((entry) => !staff.has(entry.section)),
    },
  };
}
