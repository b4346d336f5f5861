import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { LANGUAGES, type Country, type Language, type SearchDocument } from 'shared-ui';
import type { SearchAnswer } from '../../src/features/search/searchAnswer';
import type { SiteRoutes } from '../render/siteRoutes';
import { siteSearchDocuments } from './searchDocuments';
import { answerQuery, buildLanguageIndex, type LanguageIndex } from './searchIndex';

export interface SiteSearchOptions {
  /** The route table of the current remotes.json: its sections' declarations. */
  site: () => Promise<SiteRoutes>;
  /** GET of an API path, parsed JSON; throws on failure. */
  fetchJson: (path: string) => Promise<unknown>;
  /**
   * How long the documents are trusted before they are read again
   * (SEARCH_MAX_AGE_MS): what another shell instance's visitors changed
   * reaches this index within it. Reading again costs the API's cached
   * answers; the index is rebuilt only when the documents differ.
   */
  maxAgeMs: number;
  log?: Pick<Console, 'log' | 'error'>;
}

interface Built {
  version: string;
  fingerprint: string;
  readAt: number;
  indexes: Map<Language, LanguageIndex>;
}

export interface SiteSearch {
  search(input: {
    language: Language;
    country: Country;
    query: string;
    page: number;
  }): Promise<SearchAnswer>;
  /** Content changed (a write through this server): the next search reads the documents again. */
  contentChanged(): void;
}

/**
 * The site search: one index per language, built from the sections'
 * declarations. Rebuilt for a new remotes.json (the first search waits for
 * it), and refreshed in the background when content may have changed — a
 * write through this server (the page cache's signal) or the documents
 * older than `maxAgeMs` — while the index in use keeps answering.
 */
export function createSiteSearch({
  site,
  fetchJson,
  maxAgeMs,
  log = console,
}: SiteSearchOptions): SiteSearch {
  let built: Built | undefined;
  let building: { version: string; done: Promise<Built> } | undefined;
  let changed = false;

  async function read(routes: SiteRoutes): Promise<Built> {
    const started = performance.now();
    const documents = await Promise.all(
      LANGUAGES.map((language) => siteSearchDocuments(routes.table, language, fetchJson, log)),
    );
    const fingerprint = fingerprintOf(documents);
    if (built?.version === routes.version && built.fingerprint === fingerprint)
      return { ...built, readAt: Date.now() };
    const indexes = new Map(
      LANGUAGES.map((language, at) => [language, buildLanguageIndex(language, documents[at]!)]),
    );
    log.log(
      `[search] indexes for remotes.json ${routes.version} built in ${Math.round(performance.now() - started)} ms (${documents.map((list) => list.length).join('/')} documents)`,
    );
    return { version: routes.version, fingerprint, readAt: Date.now(), indexes };
  }

  function rebuild(routes: SiteRoutes): Promise<Built> {
    if (building?.version === routes.version) return building.done;
    changed = false;
    const done = read(routes).then(
      (fresh) => {
        // A newer remotes.json's build may have finished first.
        if (!built || built.version === fresh.version || building?.done === done) built = fresh;
        return fresh;
      },
      (error: unknown) => {
        log.error('[search] the index could not be built:', error);
        throw error;
      },
    );
    const entry = { version: routes.version, done };
    building = entry;
    void done
      .finally(() => {
        if (building === entry) building = undefined;
      })
      .catch(() => undefined);
    return done;
  }

  async function current(): Promise<Built> {
    const routes = await site();
    if (!built || built.version !== routes.version) return rebuild(routes);
    if (changed || Date.now() - built.readAt >= maxAgeMs) rebuild(routes).catch(() => undefined);
    return built;
  }

  return {
    async search({ language, country, query, page }) {
      const { indexes } = await current();
      return answerQuery(indexes.get(language)!, { query, page, country });
    },
    contentChanged() {
      changed = true;
    },
  };
}

/** What the documents say, in a few bytes: equal documents, equal index. */
function fingerprintOf(documents: SearchDocument[][]): string {
  return createHash('sha256').update(JSON.stringify(documents)).digest('base64url');
}
