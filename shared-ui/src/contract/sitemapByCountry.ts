import { COUNTRIES, type Country } from '../locale/locale';
import type { SitemapContext, SitemapEntry } from './section';

/**
 * Sitemap entries for records the API lists per country (e-books, products):
 * one request per country, each record's page offered in the countries that
 * list it.
 */
export async function sitemapByCountry<T>(
  { fetchJson }: SitemapContext,
  listUrl: (country: Country) => string,
  pathOf: (record: T) => string,
): Promise<SitemapEntry[]> {
  const lists = await Promise.all(
    COUNTRIES.map(async (country) => ({
      country,
      records: (await fetchJson(listUrl(country))) as T[],
    })),
  );
  const countriesByPath = new Map<string, Country[]>();
  for (const { country, records } of lists) {
    for (const record of records) {
      const path = pathOf(record);
      countriesByPath.set(path, [...(countriesByPath.get(path) ?? []), country]);
    }
  }
  return [...countriesByPath].map(([path, countries]) => ({ path, countries }));
}
