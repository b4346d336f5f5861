import { defineSection, type SearchDocument, type SectionDeclaration } from 'shared-ui';
import type { SiteRoutes } from '../render/siteRoutes';
import { createSiteSearch } from './siteSearch';

const silent = { log: () => undefined, error: () => undefined };

/** A route table of one version whose only section declares what `documents` holds. */
function siteOf(version: string, declaration: SectionDeclaration): SiteRoutes {
  return {
    version,
    table: { declarations: new Map([['any', declaration]]) },
  } as unknown as SiteRoutes;
}

const sectionFinding = (documents: () => SearchDocument[]) =>
  defineSection({
    routes: [],
    search: async ({ language }) =>
      documents().filter((document) => document.language === language),
  });

const doc = (title: string): SearchDocument => ({
  title,
  text: '',
  path: 'somewhere',
  language: 'de',
  kind: 'page',
});

/**
 * The search over the site as `site` has it when asked (a test may change
 * it), its index kept `maxAgeMs`; `ask` a German query, `count` its hits.
 */
function searchOver(site: () => SiteRoutes, maxAgeMs = 60_000) {
  const search = createSiteSearch({
    site: async () => site(),
    fetchJson: jest.fn(),
    maxAgeMs,
    log: silent,
  });
  const ask = (query: string) => search.search({ language: 'de', country: 'DE', query, page: 1 });
  const count = async (query: string) => (await ask(query)).total;
  return { search, ask, count };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the site search', () => {
  it("indexes the sections' declarations and the shell's pages, without naming a section", async () => {
    const routes = siteOf(
      'v1',
      sectionFinding(() => [doc('Kassensystem')]),
    );
    const { ask } = searchOver(() => routes);
    const answer = await ask('kassensystem');
    expect(answer.hits.map((hit) => hit.path)).toEqual(['somewhere']);
    // The shell's own 'Was ist helloMarketing?' page, by its description.
    const about = await ask('praxisnahe Strategien');
    expect(about.hits.map((hit) => hit.path)).toContain('about');
  });

  it('is rebuilt for a new remotes.json, and when content changed', async () => {
    let titles = ['Kassensystem'];
    let routes = siteOf(
      'v1',
      sectionFinding(() => titles.map(doc)),
    );
    const { search, count } = searchOver(() => routes);
    expect(await count('Reels')).toBe(0);

    titles = ['Instagram Reels'];
    // Within its age and without a write, the index in use answers.
    expect(await count('Reels')).toBe(0);
    search.contentChanged();
    // The write's search still gets the index in use; the next one the new.
    await count('Reels');
    await flush();
    expect(await count('Reels')).toBe(1);

    routes = siteOf(
      'v2',
      sectionFinding(() => [doc('Verifactu')]),
    );
    expect(await count('Verifactu')).toBe(1);
  });

  it('reads the documents again once they are older than their age', async () => {
    let titles = ['Kassensystem'];
    const routes = siteOf(
      'v1',
      sectionFinding(() => titles.map(doc)),
    );
    const { count } = searchOver(() => routes, 0);
    expect(await count('Reels')).toBe(0);
    titles = ['Instagram Reels'];
    await count('Reels');
    await flush();
    expect(await count('Reels')).toBe(1);
  });

  it('leaves out a section whose documents cannot be read', async () => {
    const failing = defineSection({
      routes: [],
      search: () => Promise.reject(new Error('API down')),
    });
    const { count } = searchOver(() => siteOf('v1', failing));
    expect(await count('helloMarketing')).toBeGreaterThan(0);
  });
});
