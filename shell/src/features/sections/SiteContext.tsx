import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { generatePath } from 'react-router-dom';
import { useLocale, useLocalePath, type MenuName } from 'shared-ui';
import { menuItems, shellMenuEntries, type MenuItem } from '../navigation/navigation';
import type { SiteSnapshot } from './siteTable';

/** The site table the page was rendered with: menus and the sections' routes. */
const SiteContext = createContext<SiteSnapshot | null>(null);

export function SiteProvider({ site, children }: { site: SiteSnapshot; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteSnapshot {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used within the shell providers');
  return site;
}

/** One menu's entries (the shell's and the sections'), for the visitor's country and language. */
export function useMenu(menu: MenuName): MenuItem[] {
  const site = useSite();
  const { country, language } = useLocale();
  return useMemo(
    () => menuItems([...shellMenuEntries, ...site.menu], menu, country, language),
    [site, menu, country, language],
  );
}

/**
 * Links to a section's page by its route id (`ebooks.detail`), resolved from
 * the current declarations: the shell names sections' pages, never their
 * paths. A function of the page's parameters; undefined when no section
 * declares the page (a block linking there is left out rather than lead to
 * a 404).
 */
export function useSectionLinks(
  routeId: string,
): ((params?: Record<string, string>) => string) | undefined {
  const site = useSite();
  const to = useLocalePath();
  const route = site.sections
    .flatMap((section) => section.routes)
    .find((candidate) => candidate.id === routeId);
  return route && ((params = {}) => to(generatePath(route.path, params)));
}

/** The link to a section's page without parameters (`ebooks.list`); see useSectionLinks. */
export function useSectionHref(
  routeId: string,
  params: Record<string, string> = {},
): string | undefined {
  return useSectionLinks(routeId)?.(params);
}
