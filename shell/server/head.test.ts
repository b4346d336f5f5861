import { headTags, pathWithoutLocale } from './head';
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

  it('strips the locale from paths', () => {
    expect(pathWithoutLocale('/de_DE')).toBe('');
    expect(pathWithoutLocale('/fr_FR/feedback')).toBe('/feedback');
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
});
