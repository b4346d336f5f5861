import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { jsonResponse, renderSection } from 'shared-ui/testing';
import { testProduct } from '../products/testProducts';
import { ProductDetailPage } from './ProductDetailPage';

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderDetail(path: string, country: 'DE' | 'ES' = 'DE', language?: 'de') {
  return renderSection(
    <Routes>
      <Route path="/:locale/hellocash/:slug" element={<ProductDetailPage brand="hellocash" />} />
      <Route path="/:locale/product/:slug" element={<ProductDetailPage />} />
    </Routes>,
    { route: path, country, language },
  );
}

describe('product detail page', () => {
  it('shows name, descriptions, every feature and the call to action', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, testProduct()));
    renderDetail('/de_DE/hellocash/pos-system');
    expect(screen.getByText('Lade Produkt...')).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'helloCASH Kassensystem' }),
    ).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/products/pos-system?language=de');
    expect(
      screen.getByText('Die Registrierkasse für Tablet, PC und Smartphone.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Artikel und Rechnungen an einem Ort.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Features & Vorteile' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('link', { name: /Alle Produkte von helloCASH/ })).toHaveAttribute(
      'href',
      '/de_DE/hellocash',
    );
  });

  it('shows the price of the page’s country as its language writes money, none where it has none', async () => {
    const priced = testProduct({ prices: { DE: 19.9, ES: 1234.5 } });
    fetchMock.mockResolvedValue(jsonResponse(200, priced));
    const { unmount } = renderDetail('/de_DE/hellocash/pos-system');
    expect(await screen.findByText('ab 19,90 € / Monat')).toHaveAttribute('lang', 'de');
    unmount();
    renderDetail('/de_ES/hellocash/pos-system', 'ES', 'de');
    expect(await screen.findByText('ab 1.234,50 € / Monat')).toBeInTheDocument();
  });

  it('shows no price for a country without one', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, testProduct({ prices: { ES: 9 } })));
    renderDetail('/de_DE/hellocash/pos-system');
    await screen.findByRole('heading', { level: 1, name: 'helloCASH Kassensystem' });
    expect(screen.queryByText(/Monat/)).not.toBeInTheDocument();
  });

  it('shows a product only in Spanish on a German page in Spanish, marked, with a German note; the rest stays German', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        200,
        testProduct({
          name: 'Sistema TPV helloCASH',
          shortDescription: 'La caja registradora para tablet, ordenador y móvil.',
          longDescription: 'helloCASH funciona en el navegador.',
          features: ['Funciona en tablet', 'Tique por e-mail'],
          ctaText: 'Prueba helloCASH gratis',
          language: 'es',
        }),
      ),
    );
    renderDetail('/de_ES/hellocash/pos-system', 'ES', 'de');
    const title = await screen.findByRole('heading', { level: 1, name: 'Sistema TPV helloCASH' });
    const block = title.closest('[lang]');
    expect(block).toHaveAttribute('lang', 'es');
    // The features' heading belongs to the block: in Spanish too.
    expect(block).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Funciones y ventajas' }),
    );
    expect(screen.getByTestId('only-in-language')).toHaveTextContent('Nur auf Spanisch verfügbar');
    const cta = screen.getByRole('link', { name: /Prueba helloCASH gratis/ });
    expect(screen.getByText('Prueba helloCASH gratis')).toHaveAttribute('lang', 'es');
    expect(cta).toHaveAccessibleName(/öffnet in einem neuen Tab/);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Beratung anfragen' }).closest('[lang]'),
    ).toBeNull();
  });

  it('opens an external call to action in a new tab, without opener or referrer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, testProduct()));
    renderDetail('/de_DE/hellocash/pos-system');
    const cta = await screen.findByRole('link', { name: /helloCASH kostenlos testen/ });
    expect(cta).toHaveAttribute('href', 'https://hellocash.de/registrieren');
    expect(cta).toHaveAttribute('target', '_blank');
    expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
    expect(cta).toHaveAccessibleName(/öffnet in einem neuen Tab/);
  });

  it("keeps a call to action to one of the site's pages in the visitor's locale", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        200,
        testProduct({ ctaText: 'Jetzt voranmelden', ctaLink: '/hellocash/hellopayment' }),
      ),
    );
    renderDetail('/es_ES/hellocash/kartenzahlung', 'ES');
    const cta = await screen.findByRole('link', { name: 'Jetzt voranmelden' });
    expect(cta).toHaveAttribute('href', '/es_ES/hellocash/hellopayment');
    expect(cta).not.toHaveAttribute('target');
  });

  it("leads a call to action '#beratung' to the page's own contact form, without leaving the page", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, testProduct({ ctaText: 'Angebot anfragen', ctaLink: '#beratung' })),
    );
    const { container } = renderDetail('/de_DE/hellocash/pos-system');
    const cta = await screen.findByRole('link', { name: 'Angebot anfragen' });
    expect(cta).toHaveAttribute('href', '#beratung');
    expect(container.querySelector('section#beratung')).not.toBeNull();
    // The call to action is the way there: no second link to the form.
    expect(screen.queryByRole('link', { name: 'Beratung anfragen' })).not.toBeInTheDocument();
  });

  it('offers the contact form beside a call to action that leads elsewhere', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, testProduct()));
    renderDetail('/de_DE/hellocash/pos-system');
    expect(await screen.findByRole('link', { name: 'Beratung anfragen' })).toHaveAttribute(
      'href',
      '#beratung',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Beratung anfragen' }),
    ).toBeInTheDocument();
  });

  it("says 'Produkt nicht gefunden' for an unknown or inactive slug", async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'Produkt nicht gefunden' }));
    renderDetail('/de_DE/hellocash/gibt-es-nicht');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Produkt nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Produkte von helloCASH' })).toHaveAttribute(
      'href',
      '/de_DE/hellocash',
    );
  });

  it("logs 'Failed to fetch product' when the API fails, and says so", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderDetail('/de_DE/product/pos-system');
    expect(
      await screen.findByText('Das Produkt konnte gerade nicht geladen werden.'),
    ).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to fetch product', expect.any(TypeError));
    log.mockRestore();
  });
});
