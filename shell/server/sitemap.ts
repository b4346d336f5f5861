import { ALL_LOCALES } from 'shared-ui';
import { sections } from '../src/app/sections';
import { shellPages } from '../src/app/shellPages';
import { DEFAULT_LOCALE, hreflang } from './head';

/** Every public page, as the path after the locale ('' is home). Dynamic pages come from their sections later. */
export function publicPaths(): string[] {
  const sectionPaths = sections
    .flatMap((section) => section.routes.map((route) => route.path))
    .filter((path) => !path.includes(':'));
  const pagePaths = shellPages.map((page) => page.path);
  return [...pagePaths, ...sectionPaths].map((path) => (path === '' ? '' : `/${path}`));
}

/** sitemap.xml: every public route in every locale, each with its alternates. */
export function sitemapXml(origin: string): string {
  const urls = publicPaths().flatMap((path) =>
    ALL_LOCALES.map((locale) => {
      const alternates = [
        ...ALL_LOCALES.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflang(other)}" href="${origin}/${other}${path}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}/${DEFAULT_LOCALE}${path}"/>`,
      ];
      return `  <url>\n    <loc>${origin}/${locale}${path}</loc>\n${alternates.join('\n')}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
