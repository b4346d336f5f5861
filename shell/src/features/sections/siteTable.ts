import { matchPath } from 'react-router-dom';
import type { Country, MenuEntry, SectionDeclaration, SectionFile, SectionRoute } from 'shared-ui';
import type { RemotesConfig } from './remotesConfig';

/**
 * The site's table of sections, built from the platform's remotes.json (who
 * may use which path prefixes) and the sections' own declarations (which
 * pages, menu entries and sitemap entries they have). Plain data: the server
 * builds it once per remotes.json version and hands the browser the same.
 */
export interface SiteRoute {
  id: string;
  path: string;
  countries?: readonly Country[];
  /** A static page listed in the sitemap. */
  inSitemap: boolean;
  /** A staff page (SectionRoute.staffOnly): disallowed in robots.txt. */
  staffOnly?: true;
}

export interface SiteSection {
  name: string;
  prefixes: string[];
  /**
   * `failed`: its declaration or manifest could not be loaded; every path
   * under its prefixes shows its fallback, and its routes and menu entries
   * are the last good ones (if the server ever saw one).
   */
  status: 'ok' | 'failed';
  routes: SiteRoute[];
}

export interface SiteMenuEntry extends MenuEntry {
  section: string;
}

export interface SiteSnapshot {
  /** Changes with every change of remotes.json (a release, a rollback). */
  version: string;
  sections: SiteSection[];
  menu: SiteMenuEntry[];
}

export interface SiteTable {
  snapshot: SiteSnapshot;
  /** The accepted routes of every loaded section, with their code. */
  routes: Map<string, SectionRoute[]>;
  /** The accepted files of every loaded section (the server answers them; see sectionFiles.ts). */
  files: Map<string, SectionFile[]>;
  /** Each section's declaration in use: the loaded one, or the last good one of a failed section. */
  declarations: Map<string, SectionDeclaration>;
  /** One line per refused route or menu entry, naming the section and the path. */
  refusals: string[];
}

/** Paths of the shell's own pages and of the server: no section may take them. */
export const RESERVED_FIRST_SEGMENTS = [
  'api',
  'static',
  'remotes',
  'releases',
  'sitemap.xml',
  'robots.txt',
  'healthz',
  'readyz',
];

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');
/** Parameters of any name are the same route to the router: `a/:x` collides with `a/:y`. */
const routeShape = (path: string) =>
  trimSlashes(path)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? ':' : segment))
    .join('/');
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The section whose prefix is the longest one containing `path`: nested prefixes go to the inner section. */
export function ownerOf(sections: Pick<SiteSection, 'name' | 'prefixes'>[], path: string) {
  let owner: { name: string; length: number } | undefined;
  for (const { name, prefixes } of sections) {
    for (const prefix of prefixes) {
      if (isUnder(trimSlashes(path), prefix) && prefix.length > (owner?.length ?? -1))
        owner = { name, length: prefix.length };
    }
  }
  return owner?.name;
}

export interface BuildSiteTableOptions {
  version: string;
  config: RemotesConfig;
  /** Each section's declaration as loaded for this version, or the error that stopped it. */
  declarations: Map<string, SectionDeclaration | Error>;
  /** The last declaration that loaded for each section, for a section failing now. */
  lastGood: Map<string, SectionDeclaration>;
  /** The shell's own page paths (home is ''). */
  shellPaths: string[];
}

export function buildSiteTable({
  version,
  config,
  declarations,
  lastGood,
  shellPaths,
}: BuildSiteTableOptions): SiteTable {
  const refusals: string[] = [];
  const grants = Object.entries(config).map(([name, { prefixes }]) => ({ name, prefixes }));
  const taken = new Map<string, string>(shellPaths.map((path) => [routeShape(path), 'the shell']));
  const ids = new Set<string>();
  const routes = new Map<string, SectionRoute[]>();
  const files = new Map<string, SectionFile[]>();
  const inUse = new Map<string, SectionDeclaration>();
  const sections: SiteSection[] = [];
  const menu: SiteMenuEntry[] = [];

  for (const { name, prefixes } of grants) {
    const loaded = declarations.get(name);
    const failed = !loaded || loaded instanceof Error;
    const declaration = failed ? lastGood.get(name) : loaded;
    const refuse = (what: string, path: string, why: string) => {
      if (!failed) refusals.push(`section "${name}": ${what} "${path}" refused: ${why}`);
    };
    /** A route or file may take its path: its id is the section's, its path is free and granted. */
    const accept = (what: string, { id, path: declaredPath }: { id: string; path: string }) => {
      const path = trimSlashes(declaredPath);
      const shape = routeShape(path);
      const owner = ownerOf(grants, path);
      const firstSegment = path.split('/')[0] ?? '';
      if (!id.startsWith(`${name}.`)) {
        refuse(what, path, `its id "${id}" does not start with "${name}."`);
      } else if (ids.has(id)) {
        refuse(what, path, `its id "${id}" is already used`);
      } else if (RESERVED_FIRST_SEGMENTS.includes(firstSegment)) {
        refuse(what, path, `"${firstSegment}" is reserved`);
      } else if (owner !== name) {
        refuse(
          what,
          path,
          owner
            ? `it is under a prefix of section "${owner}"`
            : `it is outside the section's prefixes (${prefixes.join(', ')})`,
        );
      } else if (taken.has(shape)) {
        refuse(what, path, `it collides with a page of ${taken.get(shape)}`);
      } else {
        taken.set(shape, `section "${name}"`);
        ids.add(id);
        return path;
      }
      return undefined;
    };
    const accepted: SectionRoute[] = [];
    for (const route of declaration?.routes ?? []) {
      const path = accept('route', route);
      if (path !== undefined) accepted.push({ ...route, path });
    }
    const acceptedFiles: SectionFile[] = [];
    for (const file of declaration?.files ?? []) {
      const path = accept('file', file);
      if (path !== undefined) acceptedFiles.push({ ...file, path });
    }
    for (const entry of declaration?.menu ?? []) {
      const path = trimSlashes(entry.path);
      if (accepted.some((route) => matchPath({ path: `/${route.path}`, end: true }, `/${path}`)))
        menu.push({ ...entry, path, section: name });
      else refuse('menu entry', path, 'it leads to no page of the section');
    }
    if (!failed) {
      routes.set(name, accepted);
      files.set(name, acceptedFiles);
    }
    if (declaration) inUse.set(name, declaration);
    sections.push({
      name,
      prefixes,
      status: failed ? 'failed' : 'ok',
      routes: accepted.map((route) => ({
        id: route.id,
        path: route.path,
        ...(route.countries ? { countries: route.countries } : {}),
        ...(route.staffOnly ? { staffOnly: true as const } : {}),
        inSitemap: !route.path.includes(':') && route.sitemap !== false && !route.staffOnly,
      })),
    });
  }
  menu.sort((a, b) => a.order - b.order);
  return { snapshot: { version, sections, menu }, routes, files, declarations: inUse, refusals };
}
