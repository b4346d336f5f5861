import { screen, within } from '@testing-library/react';
import type { EbookListItem, Product, Testimonial } from 'contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'shared-ui';
import { jsonResponse, renderSection, type SectionRenderOptions } from 'shared-ui/testing';
import { addShellTexts } from '../../texts';
import { SiteProvider } from '../sections/SiteContext';
import type { SiteRoute, SiteSnapshot } from '../sections/siteTable';
import HomeBlocks from './HomeBlocks';

const route = (id: string, path: string): SiteRoute => ({ id, path, inSitemap: true });

const EBOOK_ROUTES = [
  route('ebooks.list', 'social-media-tipps-und-tricks'),
  route('ebooks.detail', 'social-media-tipps-und-tricks/:ebookRef'),
  route('ebooks.stories', 'erfolgsgeschichten'),
];
const PRODUCT_ROUTES = [
  route('products.marketing-line', 'hellomarketing'),
  route('products.marketing-product', 'hellomarketing/:slug'),
  route('products.pos-line', 'hellocash'),
  route('products.pos-product', 'hellocash/:slug'),
];

function site(routes: SiteRoute[]): SiteSnapshot {
  return { version: 'v', menu: [], sections: [{ name: 's', prefixes: [], status: 'ok', routes }] };
}

function WithShellTexts({ children }: { children: ReactNode }) {
  addShellTexts(useTranslation().i18n);
  return children;
}

const ebook = (n: number, overrides: Partial<EbookListItem> = {}): EbookListItem => ({
  id: `10000000-0000-4000-8000-00000000000${n}`,
  numericId: n,
  slug: `buch-${n}`,
  title: `E-Book ${n} für dein Geschäft`,
  category: 'Facebook',
  categoryLabel: 'Facebook',
  gradientType: 'emerald-teal',
  description: null,
  coverVersion: 'v1',
  language: 'de',
  ...overrides,
});

const product = (slug: string, brand: string, overrides: Partial<Product> = {}): Product => ({
  id: slug,
  name: `Produkt ${slug}`,
  slug,
  brand,
  shortDescription: `Kurz über ${slug}`,
  longDescription: null,
  features: [],
  ctaText: 'Los',
  ctaLink: '#beratung',
  imageUrl: null,
  prices: {},
  language: 'de',
  ...overrides,
});

const story = (name: string, overrides: Partial<Testimonial> = {}): Testimonial => ({
  id: name,
  name,
  business: `Laden ${name}`,
  quote: `Das hat ${name} geholfen.`,
  branche: null,
  location: 'Köln',
  imageUrl: null,
  country: 'DE',
  language: 'de',
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

function answer(answers: Record<string, unknown>) {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    return url in answers ? jsonResponse(200, answers[url]) : jsonResponse(404, {});
  }) as unknown as typeof fetch;
}

const DE = 'country=DE&language=de';
const API = {
  [`/api/ebooks/featured?${DE}`]: [ebook(1), ebook(2), ebook(3)],
  [`/api/products/brand/hellomarketing?${DE}`]: [
    product('website-loesung', 'hellomarketing'),
    product('social-media-loesung', 'hellomarketing'),
    product('bewertungsmanagement', 'hellomarketing'),
  ],
  [`/api/products/brand/hellocash?${DE}`]: [
    product('pos-system', 'hellocash'),
    product('vorteile', 'hellocash'),
  ],
  [`/api/testimonials?${DE}`]: [story('Anna'), story('Ben'), story('Cem'), story('Dora')],
};

function renderBlocks(routes: SiteRoute[], options: SectionRenderOptions = {}) {
  return renderSection(
    <SiteProvider site={site(routes)}>
      <WithShellTexts>
        <HomeBlocks />
      </WithShellTexts>
    </SiteProvider>,
    options,
  );
}

describe('the home page blocks', () => {
  it('show three e-books, two products per line, three stories and the closing call', async () => {
    answer(API);
    renderBlocks([...EBOOK_ROUTES, ...PRODUCT_ROUTES]);
    const ebooks = await screen.findByRole('region', { name: 'Die beliebtesten Gratis-E-Books' });
    expect(
      within(ebooks)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'E-Book 1 für dein Geschäft',
      'E-Book 2 für dein Geschäft',
      'E-Book 3 für dein Geschäft',
    ]);
    expect(within(ebooks).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/de_DE/social-media-tipps-und-tricks/buch-1-1',
    );
    const products = await screen.findByRole('region', { name: 'Lösungen für dein Geschäft' });
    expect(
      (await within(products).findAllByRole('heading', { level: 4 })).map((h) => h.textContent),
    ).toEqual([
      'Produkt website-loesung',
      'Produkt social-media-loesung',
      'Produkt pos-system',
      'Produkt vorteile',
    ]);
    expect(within(products).getByRole('link', { name: 'Alle helloCASH-Produkte' })).toHaveAttribute(
      'href',
      '/de_DE/hellocash',
    );
    const stories = await screen.findByRole('region', { name: 'Das sagen kleine Unternehmen' });
    expect(within(stories).getAllByRole('figure')).toHaveLength(3);
    const closing = screen.getByRole('region', { name: 'Bereit für mehr Kundschaft?' });
    expect(within(closing).getByRole('link', { name: 'Beratung anfragen' })).toHaveAttribute(
      'href',
      '/de_DE/hellomarketing/website-loesung#beratung',
    );
  });

  it('leave out a block whose section is missing rather than link to a 404', async () => {
    answer(API);
    renderBlocks(PRODUCT_ROUTES);
    expect(await screen.findByRole('region', { name: 'Lösungen für dein Geschäft' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Die beliebtesten Gratis-E-Books' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Das sagen kleine Unternehmen' })).toBeNull();
    const closing = screen.getByRole('region', { name: 'Bereit für mehr Kundschaft?' });
    expect(within(closing).getAllByRole('link')).toHaveLength(1);
  });

  it('mark a record shown in its own language and say so in the page language', async () => {
    answer({
      ...API,
      [`/api/ebooks/featured?country=ES&language=de`]: [
        ebook(4, { title: 'Perfil de Empresa en Google', language: 'es' }),
      ],
    });
    renderBlocks(EBOOK_ROUTES, { country: 'ES', language: 'de' });
    const title = await screen.findByRole('heading', { name: 'Perfil de Empresa en Google' });
    expect(title.closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Nur auf Spanisch verfügbar')).toHaveAttribute('lang', 'de');
  });
});
