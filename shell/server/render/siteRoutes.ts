import { performance } from 'node:perf_hooks';
import { createStaticHandler, type StaticHandler } from 'react-router-dom';
import type { SectionDeclaration } from 'shared-ui';
import { shellPages } from '../../src/app/shellPages';
import { createRoutes } from '../../src/app/routes';
import type { RemotesConfig } from '../../src/features/sections/remotesConfig';
import type { SectionRegistry } from '../../src/features/sections/sectionRegistry';
import { buildSiteTable, type SiteTable } from '../../src/features/sections/siteTable';
import { countSectionLoadFailure } from '../metrics/sectionMetrics';
import { remotesVersion } from '../remotes';

/** The route table of one remotes.json version, ready to answer requests. */
export interface SiteRoutes {
  version: string;
  config: RemotesConfig;
  table: SiteTable;
  handler: StaticHandler;
  /** When it was built; a table with a failed section is rebuilt after a while. */
  builtAt: number;
}

export interface SiteRoutesOptions {
  /** The current remotes.json (cached by the caller for its poll interval; throws when invalid). */
  readConfig: () => RemotesConfig;
  sections: SectionRegistry;
  /** How long a table with a failed section is kept before the section is tried again. */
  retryFailedAfterMs: number;
  log?: Pick<Console, 'log' | 'error'>;
}

/**
 * The server's route table, built from the sections' declarations once per
 * remotes.json version (never per request): a release that adds a page, a
 * menu entry or a country is live once the new remotes.json is read.
 */
export function createSiteRoutes({
  readConfig,
  sections,
  retryFailedAfterMs,
  log = console,
}: SiteRoutesOptions) {
  const lastGood = new Map<string, SectionDeclaration>();
  /** The table in use (or being built for a new version) and a rebuild in flight. */
  let current: { version: string; routes: Promise<SiteRoutes>; built?: SiteRoutes } | undefined;
  let rebuilding = false;

  const build = (config: RemotesConfig, version: string) =>
    buildSiteRoutes({ config, version, sections, lastGood, log });

  function start(config: RemotesConfig, version: string) {
    const routes = build(config, version);
    const entry: NonNullable<typeof current> = { version, routes };
    current = entry;
    routes.then(
      (built) => {
        entry.built = built;
      },
      () => {
        if (current === entry) current = undefined;
      },
    );
  }

  const hasFailures = (routes: SiteRoutes) =>
    routes.table.snapshot.sections.some((section) => section.status === 'failed');

  return {
    /** The table for the current remotes.json; the first request after a change waits for it. */
    async current(): Promise<SiteRoutes> {
      const config = readConfig();
      const version = remotesVersion(config);
      if (!current || current.version !== version) {
        start(config, version);
        return current!.routes;
      }
      const { built } = current;
      // A section that failed is tried again now and then; meanwhile the table in use answers.
      if (
        built &&
        hasFailures(built) &&
        !rebuilding &&
        Date.now() - built.builtAt > retryFailedAfterMs
      ) {
        rebuilding = true;
        build(config, version)
          .then((rebuilt) => {
            if (current?.version === version)
              current = { version, routes: Promise.resolve(rebuilt), built: rebuilt };
          })
          .catch(() => undefined)
          .finally(() => {
            rebuilding = false;
          });
      }
      return current.routes;
    },
  };
}

/**
 * Loads every section of a remotes.json version (a section that fails keeps
 * its last good declaration, see buildSiteTable) and builds the route table.
 */
async function buildSiteRoutes({
  config,
  version,
  sections,
  lastGood,
  log,
}: {
  config: RemotesConfig;
  version: string;
  sections: SectionRegistry;
  lastGood: Map<string, SectionDeclaration>;
  log: Pick<Console, 'log' | 'error'>;
}): Promise<SiteRoutes> {
  const started = performance.now();
  const declarations = new Map<string, SectionDeclaration | Error>(
    await Promise.all(
      Object.keys(config).map(async (name) => {
        try {
          const declaration = await sections.load(name);
          lastGood.set(name, declaration);
          return [name, declaration] as const;
        } catch (error) {
          log.error(`[sections] section "${name}" could not be loaded:`, error);
          countSectionLoadFailure(name);
          return [name, error instanceof Error ? error : new Error(String(error))] as const;
        }
      }),
    ),
  );
  const table = buildSiteTable({
    version,
    config,
    declarations,
    lastGood,
    shellPaths: shellPages.map((page) => page.path),
  });
  for (const refusal of table.refusals) log.error(`[sections] ${refusal}`);
  const handler = createStaticHandler(
    createRoutes({ sections: table.snapshot.sections, loaded: table.routes }),
  );
  log.log(
    `[sections] route table for remotes.json ${version} built in ${Math.round(performance.now() - started)} ms`,
  );
  return { version, config, table, handler, builtAt: Date.now() };
}
