import { matchRoutes, type RouteObject } from 'react-router-dom';
import { readCookies, type SectionRoute } from 'shared-ui';
import type { ShellRouteHandle } from '../../src/features/sections/sectionRoutes';

/**
 * Whether a page is rendered for this visitor alone: its section route says
 * its data depends on one of the visitor's cookies (`personalCookies`, the
 * board's voter cookie) and the request carries one. Such a page is never
 * shared: not by the page cache, not by any cache between (private).
 */
export function isPersonalPage(
  route: SectionRoute | undefined,
  cookieHeader: string | undefined,
): boolean {
  if (!route?.personalCookies?.length || !cookieHeader) return false;
  const cookies = readCookies(cookieHeader);
  return route.personalCookies.some((name) => cookies.has(name));
}

/** The section route a path renders, before rendering it (the page cache asks). */
export function sectionRouteAt(routes: RouteObject[], path: string): SectionRoute | undefined {
  const handle = matchRoutes(routes, path)?.at(-1)?.route.handle as ShellRouteHandle | undefined;
  return handle?.kind === 'section' ? handle.route : undefined;
}
