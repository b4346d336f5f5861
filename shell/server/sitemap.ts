import { escapeXml } from 'server-kit';
import type { Locale, SitemapEntry } from 'shared-ui';
import { shellPages } from '../src/app/shellPages';
import type { SiteTable } from '../src/features/sections/siteTable';
import { DEFAULT_LOCALE, hreflang, localesOf } from './head';

/** The shell's own child sitemap; each section's is `/sitemaps/<section>.xml`. */
export const SHELL_SITEMAP = 'shell';
export const sitemapPath = (name: string) => `/sitemaps/${name}.xml`;

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';

/** `/sitemap.xml`: an index of one child sitemap for the shell's pages and one per section. */
export function sitemapIndexXml(origin: string, sections: string[]): string {
  const children = [SHELL_SITEMAP, ...sections].map(
    (name) =>
      `  <sitemap>\n    <loc>${escapeXml(`${origin}${sitemapPath(name)}`)}</loc>\n  </sitemap>`,
  );
  return `${XML_HEADER}
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${children.join('\n')}
</sitemapindex>
`;
}

/** The shell's own pages, offered everywhere. */
export function shellSitemapEntries(): SitemapEntry[] {
  return shellPages.filter((page) => page.inSitemap !== false).map((page) => ({ path: page.path }));
}

/**
 * A child sitemap: each entry in every locale it is offered in, each URL with
 * its alternates in the same locales (both ways) and x-default (German for
 * Germany when offered there, else its first locale).
 */
export function urlSetXml(origin: string, entries: SitemapEntry[]): string {
  const url = (locale: Locale, path: string) =>
    escapeXml(`${origin}/${locale}${path ? `/${path.replace(/^\/+/, '')}` : ''}`);
  const urls = entries.flatMap(({ path, countries }) => {
    const locales = localesOf(countries);
    const fallback = locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : locales[0];
    const alternates = [
      ...locales.map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang(other)}" href="${url(other, path)}"/>`,
      ),
      ...(fallback
        ? [`    <xhtml:link rel="alternate" hreflang="x-default" href="${url(fallback, path)}"/>`]
        : []),
    ];
    return locales.map(
      (locale) =>
        `  <url>\n    <loc>${url(locale, path)}</loc>\n${alternates.join('\n')}\n  </url>`,
    );
  });
  return `${XML_HEADER}
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

/**
 * `staffPaths`: the staff pages' paths below the locale (the console): their
 * first segment is disallowed under any locale and without one (a redirect).
 */
export function robotsTxt(origin: string, staffPaths: readonly string[] = []): string {
  const staff = [...new Set(staffPaths.map((path) => path.split('/')[0]))].flatMap((first) => [
    `Disallow: /${first}`,
    `Disallow: /*/${first}`,
  ]);
  return `User-agent: *\nAllow: /\nDisallow: /api/\n${staff.map((line) => `${line}\n`).join('')}\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * A section's sitemap entries: its static pages (from the accepted routes),
 * and the pages its declaration lists from data. When the data cannot be
 * read, the static pages are still listed.
 */
export async function sectionSitemapEntries(
  site: SiteTable,
  name: string,
  fetchJson: (path: string) => Promise<unknown>,
): Promise<SitemapEntry[] | undefined> {
  const section = site.snapshot.sections.find((candidate) => candidate.name === name);
  if (!section) return undefined;
  const fixed = section.routes
    .filter((route) => route.inSitemap)
    .map((route) => ({ path: route.path, countries: route.countries }));
  const fromData = await site.declarations
    .get(name)
    ?.sitemap?.({ fetchJson })
    .catch((error: unknown) => {
      console.error(`[sections] sitemap entries of "${name}" could not be read:`, error);
      return [];
    });
  return [...fixed, ...(fromData ?? [])];
}
