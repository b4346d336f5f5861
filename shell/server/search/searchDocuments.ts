import type { Language, SearchDocument } from 'shared-ui';
import { shellPages } from '../../src/app/shellPages';
import { shellTexts } from '../../src/texts';
import type { SiteTable } from '../../src/features/sections/siteTable';

/** The shell's own pages offered to everyone (home, about, why), from its catalog. */
export function shellSearchDocuments(language: Language): SearchDocument[] {
  const { meta } = shellTexts.resources[language];
  return shellPages
    .filter((page) => page.inSitemap !== false)
    .map((page) => ({
      kind: 'page',
      title: meta[`${page.metaKey}Title`],
      text: meta[`${page.metaKey}Description`],
      path: page.path,
      language,
    }));
}

/**
 * Every document of a language: the shell's pages and what each section's
 * declaration lists (none named here). A section whose documents cannot be
 * read is left out of this build, logged; the others are indexed.
 */
export async function siteSearchDocuments(
  table: SiteTable,
  language: Language,
  fetchJson: (path: string) => Promise<unknown>,
  log: Pick<Console, 'error'> = console,
): Promise<SearchDocument[]> {
  const declared = await Promise.all(
    [...table.declarations].map(async ([name, declaration]) => {
      if (!declaration.search) return [];
      try {
        const documents = await declaration.search({ fetchJson, language });
        return documents.filter((document) => document.language === language);
      } catch (error) {
        log.error(`[search] documents of "${name}" could not be read:`, error);
        return [];
      }
    }),
  );
  return [...shellSearchDocuments(language), ...declared.flat()];
}
