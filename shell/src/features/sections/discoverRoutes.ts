import { matchPath, type PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { parseLocale, type SectionDeclaration, type SectionRoute } from 'shared-ui';
import { LOCALE_LAYOUT_ROUTE_ID } from '../../app/routeIds';
import { sectionRoutesOf } from '../../app/routes';
import type { SectionRegistry } from './sectionRegistry';
import { ownerOf, type SiteSection, type SiteSnapshot } from './siteTable';

/** A section's routes as the site table accepted them (ids and paths), with the declaration's code. */
export function acceptedRoutes(
  section: SiteSection,
  declaration: SectionDeclaration,
): SectionRoute[] {
  return section.routes.flatMap((accepted) => {
    const route = declaration.routes.find((candidate) => candidate.id === accepted.id);
    return route ? [{ ...route, path: accepted.path }] : [];
  });
}

export interface RouteDiscoveryOptions {
  site: SiteSnapshot;
  registry: SectionRegistry;
  /** Sections whose routes the router already has (those the server rendered). */
  known: Iterable<string>;
  /** The version of the remotes.json in force now (null when it cannot be told). */
  currentVersion: () => Promise<string | null>;
  /** Loads `path` as a new page (the page's table is older than the one in force). */
  loadDocument: (path: string) => void;
}

/**
 * React Router's route discovery: the browser starts with the shell's pages
 * and the section it rendered, and adds a section's routes when the visitor
 * first navigates under its prefixes (loading its declaration). A page
 * rendered under an older remotes.json than the one in force then loads the
 * next page anew instead of mixing versions.
 */
export function createRouteDiscovery({
  site,
  registry,
  known,
  currentVersion,
  loadDocument,
}: RouteDiscoveryOptions): PatchRoutesOnNavigationFunction {
  const patched = new Set(known);

  async function isStale(): Promise<boolean> {
    const version = await currentVersion().catch(() => null);
    return version !== null && version !== site.version;
  }

  return async ({ path, patch }) => {
    const [, localeSegment = '', ...rest] = path.split('/');
    if (!parseLocale(localeSegment)) return;
    const relative = rest.join('/');
    const owner = ownerOf(site.sections, relative);
    const section = site.sections.find((candidate) => candidate.name === owner);
    const hasRoute = section?.routes.some((route) =>
      matchPath({ path: `/${route.path}`, end: true }, `/${relative}`),
    );
    if (section && patched.has(section.name)) {
      // A page its section does not have (here): a release may have added it.
      if (!hasRoute && (await isStale())) await reloadAt(path);
      return;
    }
    if (!section) {
      if (relative && (await isStale())) await reloadAt(path);
      return;
    }
    const [declaration, stale] = await Promise.all([
      section.status === 'ok' ? registry.load(section.name).catch(() => undefined) : undefined,
      isStale(),
    ]);
    if (stale) return reloadAt(path);
    const loaded = new Map(
      declaration ? [[section.name, acceptedRoutes(section, declaration)]] : [],
    );
    // A section that cannot be loaded keeps its place with its fallback.
    const state: SiteSection = declaration ? section : { ...section, status: 'failed' };
    patch(LOCALE_LAYOUT_ROUTE_ID, sectionRoutesOf(state, site.sections, loaded));
    patched.add(section.name);
  };

  /** Leaves the page; the router waits for the navigation that never ends. */
  function reloadAt(path: string): Promise<never> {
    loadDocument(path);
    return new Promise<never>(() => undefined);
  }
}
