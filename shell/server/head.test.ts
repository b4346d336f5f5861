import { headTags, pathWithoutLocale } from './head';
import { publicPaths, robotsTxt, sitemapXml } from './sitemap';

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
  it('lists every public path in all 9 locales with alternates', () => {
    const xml = sitemapXml('https://example.com');
    expect(publicPaths()).toEqual([
      '',
      '/feedback',
      '/roadmap',
      '/hellomarketing',
      '/hellocash',
      '/hellocash/hellopayment',
      '/hellocash/hellopayment/mollie',
      '/hellocash/hellopayment/adyen',
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(8 * 9);
    expect(xml).toContain('<loc>https://example.com/fr_ES/feedback</loc>');
    expect(xml.match(/<xhtml:link/g)).toHaveLength(8 * 9 * 10);
  });

  it('is named in robots.txt', () => {
    expect(robotsTxt('https://example.com')).toContain('Sitemap: https://example.com/sitemap.xml');
  });
});
