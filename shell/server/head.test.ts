import { QueryClient } from '@tanstack/react-query';
import { createI18n, type SectionRoute } from 'shared-ui';
import {
  headTags,
  homeStructuredData,
  pageStructuredData,
  pathWithoutLocale,
  structuredDataTags,
} from './head';
import { addShellTexts } from '../src/texts';
import { robotsTxt, shellSitemapEntries, sitemapIndexXml, urlSetXml } from './sitemap';

const meta = { title: 'Ausblick', description: 'Was als Nächstes kommt & warum' };

describe('head tags', () => {
  const tags = headTags({
    meta,
    title: 'Ausblick | helloMarketing',
    origin: 'https://example.com',
    pathname: '/de_ES/roadmap',
    locale: 'de_ES',
    siteName: 'helloMarketing',
    notFound: false,
  });

  it('has the canonical URL, 9 alternates and x-default', () => {
    expect(tags).toContain('<link rel="canonical" href="https://example.com/de_ES/roadmap">');
    expect(tags.match(/hreflang="[a-z]{2}-[A-Z]{2}"/g)).toHaveLength(9);
    expect(tags).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://example.com/de_DE/roadmap">',
    );
  });

  it('escapes text and describes the page for link previews', () => {
    expect(tags).toContain(
      '<meta name="description" content="Was als Nächstes kommt &amp; warum">',
    );
    expect(tags).toContain('<meta property="og:title" content="Ausblick | helloMarketing">');
    expect(tags).toContain('<meta property="og:locale" content="de_ES">');
  });

  it("names only the locales of a page's countries as alternates", () => {
    const spanish = headTags({
      meta,
      title: 't',
      origin: 'https://example.com',
      pathname: '/de_ES/hellocash/neu',
      locale: 'de_ES',
      siteName: 's',
      notFound: false,
      countries: ['ES'],
    });
    expect(spanish.match(/hreflang="([a-z]{2}-[A-Z]{2})"/g)).toEqual([
      'hreflang="de-ES"',
      'hreflang="es-ES"',
      'hreflang="fr-ES"',
    ]);
    expect(spanish).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://example.com/de_ES/hellocash/neu">',
    );
  });

  it('keeps a 404 out of the index', () => {
    const notFound = headTags({
      meta,
      title: 'x',
      origin: 'o',
      pathname: '/x',
      locale: 'de_DE',
      siteName: 's',
      notFound: true,
    });
    expect(notFound).toContain('noindex');
    expect(notFound).not.toContain('canonical');
  });

  it('keeps a staff page (the console) out of the index, without alternates', () => {
    const staff = headTags({
      meta,
      title: 'x',
      origin: 'o',
      pathname: '/de_DE/admin',
      locale: 'de_DE',
      siteName: 's',
      notFound: false,
      staffOnly: true,
    });
    expect(staff).toContain('<meta name="robots" content="noindex">');
    expect(staff).not.toContain('hreflang');
  });

  it('strips the locale from paths', () => {
    expect(pathWithoutLocale('/de_DE')).toBe('');
    expect(pathWithoutLocale('/fr_FR/feedback')).toBe('/feedback');
  });
});

/** The JSON-LD items of a head, parsed back. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe('structured data and link previews', () => {
  const base = {
    meta,
    title: 't',
    origin: 'https://example.com',
    pathname: '/es_ES/hellocash/verifactu/faq',
    locale: 'es_ES' as const,
    siteName: 'helloMarketing',
    notFound: false,
  };

  it("shows the page type's 1200×630 image", () => {
    const tags = headTags({ ...base, pageType: 'verifactu' });
    expect(tags).toContain(
      '<meta property="og:image" content="https://example.com/static/og/verifactu.png">',
    );
    expect(tags).toContain('<meta property="og:image:width" content="1200">');
    expect(tags).toContain('<meta property="og:image:height" content="630">');
    // A section without an image of its own gets the site's.
    expect(headTags({ ...base, pageType: 'newsroom' })).toContain('/static/og/shell.png');
  });

  it("shows the page's own image (an e-book's cover) instead, escaped, with its alt text", () => {
    const tags = headTags({
      ...base,
      pageType: 'ebooks',
      meta: {
        ...meta,
        image: {
          path: '/api/ebooks/1/cover.png?language=es&v=abc',
          type: 'image/png',
          width: 1200,
          height: 630,
          alt: 'Facebook "Ads" & más',
        },
      },
    });
    expect(tags).toContain(
      '<meta property="og:image" content="https://example.com/api/ebooks/1/cover.png?language=es&amp;v=abc">',
    );
    expect(tags).not.toContain('/static/og/ebooks.png');
    expect(tags).toContain(
      '<meta property="og:image:alt" content="Facebook &quot;Ads&quot; &amp; más">',
    );
    expect(tags).toContain('<meta property="og:image:width" content="1200">');
  });

  it('writes each item as JSON-LD with the schema.org context, parseable back', () => {
    const tags = headTags({
      ...base,
      structuredData: [{ '@type': 'FAQPage', mainEntity: [] }],
    });
    expect(jsonLd(tags)).toEqual([
      { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] },
    ]);
  });

  it('cannot be closed by text from the API', () => {
    const [tag] = structuredDataTags([
      { '@type': 'Question', name: '</script><script>alert(1)</script> <!--' },
    ]);
    expect(tag!.match(/<\/script>/g)).toHaveLength(1);
    expect(tag).not.toContain('<!--');
    expect(jsonLd(tag!)[0]!.name).toBe('</script><script>alert(1)</script> <!--');
  });

  it('names the organisation and the site on home', () => {
    const items = homeStructuredData({
      siteName: 'helloMarketing',
      description: 'd',
      url: 'https://example.com/de_DE',
      locale: 'de_DE',
      origin: 'https://example.com',
      sameAs: [],
    });
    expect(items.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
    for (const item of items) {
      expect(item.name).toBe('helloMarketing');
      expect(item.url).toBe('https://example.com/de_DE');
    }
    expect(items[1]!.inLanguage).toBe('de-DE');
    expect(items[1]!.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: 'https://example.com/de_DE/suche?q={search_term_string}',
      },
      'query-input': 'required name=search_term_string',
    });
  });

  it('gives the organisation a square logo, one @id in every locale, sameAs when it has profiles', () => {
    const home = (locale: 'de_DE' | 'fr_FR', sameAs: string[]) =>
      homeStructuredData({
        siteName: 'helloMarketing',
        description: 'd',
        url: `https://example.com/${locale}`,
        locale,
        origin: 'https://example.com',
        sameAs,
      });
    const [german, website] = home('de_DE', []);
    const [french] = home('fr_FR', ['https://www.instagram.com/hellomarketing']);
    expect(german!.logo).toBe('https://example.com/static/brand/logo.png');
    expect(german!['@id']).toBe('https://example.com/#organization');
    expect(french!['@id']).toBe(german!['@id']);
    expect(website!.publisher).toEqual({ '@id': 'https://example.com/#organization' });
    // No profiles: no empty list (an empty sameAs says nothing and validators flag it).
    expect(german).not.toHaveProperty('sameAs');
    expect(french!.sameAs).toEqual(['https://www.instagram.com/hellomarketing']);
  });

  it('keeps a page of search results out of the index, its links followed', () => {
    const head = headTags({
      meta: { title: 'Suche', description: 'd' },
      title: 'Suche | helloMarketing',
      origin: 'https://example.com',
      pathname: '/de_DE/suche',
      locale: 'de_DE',
      siteName: 'helloMarketing',
      notFound: false,
      noindexFollow: true,
    });
    expect(head).toContain('<meta name="robots" content="noindex, follow">');
    expect(head).not.toContain('rel="canonical"');
  });

  describe('of a rendered page', () => {
    const i18n = createI18n('de');
    addShellTexts(i18n);
    const common = {
      i18n,
      queryClient: new QueryClient(),
      origin: 'https://example.com',
      locale: 'de_ES' as const,
      notFound: false,
    };
    const sectionMatch = (route: Partial<SectionRoute>) => ({
      params: { slug: 'x' },
      route: { handle: { kind: 'section', section: 'products', route } },
    });

    it('home: Organization and WebSite; other shell pages: none', () => {
      const home = pageStructuredData({
        ...common,
        matches: [{ params: {}, route: { handle: { kind: 'shell', metaKey: 'home' } } }],
      });
      expect(home.pageType).toBe('shell');
      expect(home.structuredData.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
      expect(home.structuredData[0]!.url).toBe('https://example.com/de_ES');
      const about = pageStructuredData({
        ...common,
        matches: [{ params: {}, route: { handle: { kind: 'shell', metaKey: 'about' } } }],
      });
      expect(about.structuredData).toEqual([]);
    });

    it("a section's page: what its declaration says, with absolute URLs in the page's locale", () => {
      const page = pageStructuredData({
        ...common,
        matches: [
          sectionMatch({
            id: 'products.x',
            structuredData: (_i18n, { params, url }) => [
              { '@type': 'Product', name: params.slug, url: url(`hellocash/${params.slug}`) },
            ],
          }),
        ],
      });
      expect(page).toEqual({
        pageType: 'products',
        structuredData: [
          { '@type': 'Product', name: 'x', url: 'https://example.com/de_ES/hellocash/x' },
        ],
      });
    });

    it('a failing declaration costs the structured data, not the page; a 404 has none', () => {
      const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const failing = sectionMatch({
        id: 'products.x',
        structuredData: () => {
          throw new Error('boom');
        },
      });
      expect(pageStructuredData({ ...common, matches: [failing] }).structuredData).toEqual([]);
      expect(log).toHaveBeenCalled();
      log.mockRestore();
      const notFound = pageStructuredData({
        ...common,
        notFound: true,
        matches: [{ params: {}, route: { handle: { kind: 'shell', metaKey: 'home' } } }],
      });
      expect(notFound.structuredData).toEqual([]);
    });
  });
});

describe('sitemap', () => {
  it("is an index of the shell's sitemap and one per section", () => {
    const xml = sitemapIndexXml('https://example.com', ['feedback', 'verifactu']);
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://example.com/sitemaps/shell.xml</loc>',
      '<loc>https://example.com/sitemaps/feedback.xml</loc>',
      '<loc>https://example.com/sitemaps/verifactu.xml</loc>',
    ]);
  });

  it("lists the shell's pages in all 9 locales, each with 9 alternates and x-default", () => {
    const xml = urlSetXml('https://example.com', shellSitemapEntries());
    const paths = shellSitemapEntries().map((entry) => entry.path);
    expect(paths).toEqual(['', 'about', 'warum-hellomarketing']);
    expect(xml.match(/<url>/g)).toHaveLength(3 * 9);
    expect(xml).toContain('<loc>https://example.com/fr_ES/about</loc>');
    expect(xml).toContain('<loc>https://example.com/de_DE</loc>');
    expect(xml.match(/<xhtml:link/g)).toHaveLength(3 * 9 * 10);
  });

  it("lists a page offered in one country in that country's locales only, alternates both ways", () => {
    const xml = urlSetXml('https://example.com', [{ path: 'hellocash/neu', countries: ['ES'] }]);
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://example.com/de_ES/hellocash/neu</loc>',
      '<loc>https://example.com/es_ES/hellocash/neu</loc>',
      '<loc>https://example.com/fr_ES/hellocash/neu</loc>',
    ]);
    expect(xml).not.toMatch(/_(DE|FR)\//);
    // each of the 3 URLs names the 3 locales and x-default (the first one: no de_DE here)
    expect(xml.match(/<xhtml:link/g)).toHaveLength(3 * 4);
    expect(xml).toContain('hreflang="x-default" href="https://example.com/de_ES/hellocash/neu"');
  });

  it('escapes what it writes into XML', () => {
    const xml = urlSetXml('https://example.com', [{ path: 'a&b<c>"' }]);
    expect(xml).toContain('https://example.com/de_DE/a&amp;b&lt;c&gt;&quot;');
    expect(xml).not.toContain('<c>');
  });

  it('is named in robots.txt', () => {
    expect(robotsTxt('https://example.com')).toContain('Sitemap: https://example.com/sitemap.xml');
  });

  it('keeps crawlers out of staff pages under every locale and without one', () => {
    const robots = robotsTxt('https://example.com', ['admin', 'admin/leads']);
    expect(robots.match(/^Disallow: .*$/gm)).toEqual([
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /*/admin',
    ]);
  });
});
