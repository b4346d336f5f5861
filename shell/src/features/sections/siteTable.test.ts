import type { SectionDeclaration, SectionRoute } from 'shared-ui';
import type { RemotesConfig } from './remotesConfig';
import { buildSiteTable, ownerOf } from './siteTable';

const page = async () => () => null;
const route = (id: string, path: string, extra: Partial<SectionRoute> = {}): SectionRoute => ({
  id,
  path,
  page,
  ...extra,
});
const label = { de: 'x', es: 'x', fr: 'x' };

const config: RemotesConfig = {
  products: { manifest: '/remotes/products/mf-manifest.json', prefixes: ['hellocash', 'product'] },
  verifactu: {
    manifest: '/remotes/verifactu/mf-manifest.json',
    prefixes: ['hellocash/verifactu'],
  },
  feedback: { manifest: '/remotes/feedback/mf-manifest.json', prefixes: ['feedback'] },
};

const products: SectionDeclaration = {
  routes: [
    route('products.pos-line', 'hellocash'),
    route('products.pos-product', 'hellocash/:slug'),
    route('products.by-slug', 'product/:slug'),
  ],
  menu: [{ menu: 'pos', path: 'hellocash', order: 10, label }],
};
const verifactu: SectionDeclaration = {
  routes: [
    route('verifactu.hub', 'hellocash/verifactu'),
    route('verifactu.faq', 'hellocash/verifactu/faq', { countries: ['ES'] }),
  ],
  menu: [{ menu: 'pos', path: 'hellocash/verifactu', order: 50, countries: ['ES'], label }],
};
const feedback: SectionDeclaration = { routes: [route('feedback.form', 'feedback')] };

function build(
  declarations: Record<string, SectionDeclaration | Error>,
  lastGood: Record<string, SectionDeclaration> = {},
) {
  return buildSiteTable({
    version: 'v1',
    config,
    declarations: new Map(Object.entries(declarations)),
    lastGood: new Map(Object.entries(lastGood)),
    shellPaths: ['', 'about', 'warum-hellomarketing'],
  });
}
const pathsOf = (table: ReturnType<typeof build>, name: string) =>
  table.snapshot.sections.find((section) => section.name === name)?.routes.map((r) => r.path);

describe('the site table', () => {
  it("accepts each section's pages under its prefixes, nested prefixes included", () => {
    const table = build({ products, verifactu, feedback });
    expect(table.refusals).toEqual([]);
    expect(pathsOf(table, 'products')).toEqual(['hellocash', 'hellocash/:slug', 'product/:slug']);
    expect(pathsOf(table, 'verifactu')).toEqual(['hellocash/verifactu', 'hellocash/verifactu/faq']);
    expect(table.routes.get('verifactu')?.map((r) => r.id)).toEqual([
      'verifactu.hub',
      'verifactu.faq',
    ]);
    expect(table.snapshot.menu.map((entry) => [entry.section, entry.path])).toEqual([
      ['products', 'hellocash'],
      ['verifactu', 'hellocash/verifactu'],
    ]);
  });

  it('marks static pages for the sitemap, not parameters or opted-out aliases', () => {
    const table = build({
      products,
      verifactu: {
        routes: [
          ...verifactu.routes,
          route('verifactu.alias', 'hellocash/verifactu/a', { sitemap: false }),
        ],
      },
      feedback,
    });
    const verifactuRoutes = table.snapshot.sections.find((s) => s.name === 'verifactu')!.routes;
    expect(verifactuRoutes.map((r) => [r.path, r.inSitemap])).toEqual([
      ['hellocash/verifactu', true],
      ['hellocash/verifactu/faq', true],
      ['hellocash/verifactu/a', false],
    ]);
    expect(verifactuRoutes[1]?.countries).toEqual(['ES']);
    expect(pathsOf(table, 'products')).toContain('hellocash/:slug');
  });

  it('keeps staff pages (the console) out of the sitemap and marks them for robots.txt', () => {
    const table = buildSiteTable({
      version: 'v1',
      config: { admin: { manifest: '/remotes/admin/mf-manifest.json', prefixes: ['admin'] } },
      declarations: new Map([
        ['admin', { routes: [route('admin.leads', 'admin/leads', { staffOnly: true })] }],
      ]),
      lastGood: new Map(),
      shellPaths: [''],
    });
    expect(table.refusals).toEqual([]);
    expect(table.snapshot.sections[0]?.routes).toEqual([
      { id: 'admin.leads', path: 'admin/leads', staffOnly: true, inSitemap: false },
    ]);
  });

  it.each([
    [
      'outside its prefixes',
      route('feedback.blog', 'blog'),
      "outside the section's prefixes (feedback)",
    ],
    [
      "under another section's prefix",
      route('feedback.x', 'hellocash/verifactu/x'),
      'under a prefix of section "verifactu"',
    ],
    ['on a shell page', route('feedback.about', 'about'), "outside the section's prefixes"],
    [
      'with an id of another section',
      route('verifactu.feedback2', 'feedback/2'),
      'does not start with "feedback."',
    ],
    ['on a reserved path', route('feedback.api', 'api/x'), '"api" is reserved'],
  ])(
    'refuses a route %s, names the section and the path, and keeps the rest',
    (_case, bad, why) => {
      const table = build({ products, verifactu, feedback: { routes: [...feedback.routes, bad] } });
      expect(table.refusals).toHaveLength(1);
      expect(table.refusals[0]).toContain('section "feedback"');
      expect(table.refusals[0]).toContain(`"${bad.path}"`);
      expect(table.refusals[0]).toContain(why);
      expect(pathsOf(table, 'feedback')).toEqual(['feedback']);
      expect(pathsOf(table, 'verifactu')).toHaveLength(2);
    },
  );

  it('refuses a route that collides with an accepted one, whatever its parameter is called', () => {
    const table = build({
      products: { routes: [...products.routes, route('products.twin', 'hellocash/:other')] },
      verifactu,
      feedback,
    });
    expect(table.refusals).toEqual([
      expect.stringContaining(
        '"hellocash/:other" refused: it collides with a page of section "products"',
      ),
    ]);
  });

  it("accepts a section's files like its pages, and refuses them for the same reasons", () => {
    const respond = async () => new Response('%PDF-');
    const guide = { id: 'verifactu.guide', path: '/hellocash/verifactu/leitfaden.pdf', respond };
    const table = build({
      products,
      verifactu: {
        ...verifactu,
        files: [
          guide,
          { id: 'verifactu.outside', path: 'feedback/x.pdf', respond },
          { id: 'verifactu.twin', path: 'hellocash/verifactu/faq', respond },
          { id: 'verifactu.hub', path: 'hellocash/verifactu/x.pdf', respond },
        ],
      },
      feedback,
    });
    expect(table.files.get('verifactu')).toEqual([
      { ...guide, path: 'hellocash/verifactu/leitfaden.pdf' },
    ]);
    expect(table.refusals).toEqual([
      expect.stringContaining(
        'file "feedback/x.pdf" refused: it is under a prefix of section "feedback"',
      ),
      expect.stringContaining('file "hellocash/verifactu/faq" refused: it collides with a page'),
      expect.stringContaining(
        'file "hellocash/verifactu/x.pdf" refused: its id "verifactu.hub" is already used',
      ),
    ]);
    // Files are no pages: not in the snapshot the browser routes and the sitemap lists.
    expect(pathsOf(table, 'verifactu')).toEqual(['hellocash/verifactu', 'hellocash/verifactu/faq']);
    expect(table.files.get('products')).toEqual([]);
  });

  it("refuses a menu entry that leads to none of the section's pages", () => {
    const table = build({
      products,
      verifactu: {
        ...verifactu,
        menu: [{ menu: 'top', path: 'hellocash/verifactu/neu', order: 1, label }],
      },
      feedback,
    });
    expect(table.refusals).toEqual([
      'section "verifactu": menu entry "hellocash/verifactu/neu" refused: it leads to no page of the section',
    ]);
    expect(table.snapshot.menu.map((entry) => entry.section)).toEqual(['products']);
  });

  it("keeps a failed section's place: its last good routes and menu entries, no code", () => {
    const table = build(
      { products, verifactu: new Error('manifest 404'), feedback },
      { verifactu },
    );
    const section = table.snapshot.sections.find((s) => s.name === 'verifactu')!;
    expect(section.status).toBe('failed');
    expect(section.prefixes).toEqual(['hellocash/verifactu']);
    expect(section.routes.map((r) => r.id)).toEqual(['verifactu.hub', 'verifactu.faq']);
    expect(table.snapshot.menu.map((entry) => entry.section)).toContain('verifactu');
    expect(table.routes.has('verifactu')).toBe(false);
    expect(table.files.has('verifactu')).toBe(false);
    expect(table.declarations.get('verifactu')).toBe(verifactu);
  });

  it('lists a failed section never seen working with no routes and no entries', () => {
    const table = build({ products, verifactu: new Error('down'), feedback });
    const section = table.snapshot.sections.find((s) => s.name === 'verifactu')!;
    expect(section).toMatchObject({ status: 'failed', routes: [] });
    expect(table.snapshot.menu.map((entry) => entry.section)).toEqual(['products']);
  });
});

describe('path ownership', () => {
  const grants = Object.entries(config).map(([name, { prefixes }]) => ({ name, prefixes }));
  it.each([
    ['hellocash', 'products'],
    ['hellocash/pos-system', 'products'],
    ['hellocash/verifactu', 'verifactu'],
    ['hellocash/verifactu/faq', 'verifactu'],
    ['hellocash-neu', undefined],
    ['feedback', 'feedback'],
    ['about', undefined],
  ])('%s belongs to %s (the longest prefix)', (path, owner) => {
    expect(ownerOf(grants, path)).toBe(owner);
  });
});
