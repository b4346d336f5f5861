import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderSection } from 'shared-ui/testing';
import { testProduct } from '../products/testProducts';
import { ProductLinePage } from './ProductLinePage';

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const requestedUrl = () => String(fetchMock.mock.calls[0]?.[0]);

describe('product line page', () => {
  it("lists the brand's products of the visitor's country, each card with at most 4 features", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        testProduct({ prices: { DE: 9.9, ES: 14.9 } }),
        testProduct({ id: 'v', slug: 'vorteile', name: 'Vorteile', features: ['Eins'] }),
      ]),
    );
    renderSection(<ProductLinePage brand="hellocash" />, { country: 'ES', language: 'de' });

    const card = (await screen.findByRole('heading', { name: 'helloCASH Kassensystem' })).closest(
      'article',
    )!;
    expect(requestedUrl()).toBe('/api/products/brand/hellocash?country=ES&language=de');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tablet', 'Beleg per QR-Code', 'Tagesabschluss', 'Lager']);
    // Its price in the visitor's country (Spain), the other card none.
    expect(within(card).getByText('ab 14,90 € / Monat')).toBeVisible();
    expect(screen.getAllByText(/€ \/ Monat/)).toHaveLength(1);
    expect(within(card).getByRole('link', { name: /Mehr erfahren/ })).toHaveAttribute(
      'href',
      '/de_ES/hellocash/pos-system',
    );
    expect(screen.getByRole('heading', { name: 'Vorteile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Die Produkte von helloCASH',
    );
  });

  it("marks a card whose product is not in the page's language, with a note; its link stays in the page's", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [testProduct({ name: 'Logiciel de caisse helloCASH', language: 'fr' })]),
    );
    renderSection(<ProductLinePage brand="hellocash" />, { country: 'FR', language: 'de' });
    const heading = await screen.findByRole('heading', { name: 'Logiciel de caisse helloCASH' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'fr');
    const card = heading.closest('article')!;
    expect(within(card).getByTestId('only-in-language')).toHaveTextContent(
      'Nur auf Französisch verfügbar',
    );
    const more = within(card).getByRole('link', { name: /Mehr erfahren/ });
    expect(more).not.toHaveAttribute('lang');
    expect(within(more).getByText('Logiciel de caisse helloCASH')).toHaveAttribute('lang', 'fr');
  });

  it('shows the loading text, then the empty text', async () => {
    let answer: (value: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderSection(<ProductLinePage brand="hellomarketing" />);
    expect(screen.getByText('Lade Produkte...')).toBeInTheDocument();
    answer(jsonResponse(200, []));
    expect(await screen.findByText('Keine Produkte verfügbar')).toBeInTheDocument();
    expect(requestedUrl()).toBe('/api/products/brand/hellomarketing?country=DE&language=de');
  });

  it("logs 'Failed to fetch products' and offers a retry that loads them", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: (value: Response) => void = () => undefined;
    fetchMock
      .mockResolvedValueOnce(jsonResponse(503, { message: 'Datenbank nicht erreichbar' }))
      .mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    renderSection(<ProductLinePage brand="hellocash" />);
    expect(
      await screen.findByText('Die Produkte konnten gerade nicht geladen werden.'),
    ).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to fetch products', expect.anything());

    await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Lade Produkte...')).toBeInTheDocument();
    answer(jsonResponse(200, [testProduct()]));
    expect(
      await screen.findByRole('heading', { name: 'helloCASH Kassensystem' }),
    ).toBeInTheDocument();
    log.mockRestore();
  });

  it('speaks the visitor language', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [testProduct()]));
    renderSection(<ProductLinePage brand="hellocash" />, { country: 'FR' });
    expect(await screen.findByRole('link', { name: /En savoir plus/ })).toHaveAttribute(
      'href',
      '/fr_FR/hellocash/pos-system',
    );
  });
});
