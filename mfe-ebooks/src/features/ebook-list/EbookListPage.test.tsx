import { screen } from '@testing-library/react';
import { jsonResponse, renderSection } from 'shared-ui/testing';
import { listItem, mockApi, statsUrl } from '../../testing/mockApi';
import { EbookListPage } from './EbookListPage';

afterEach(() => jest.restoreAllMocks());

const tiktok = listItem({
  id: '10000000-0000-4000-8000-000000000004',
  numericId: 4,
  title: 'TikTok für Einsteiger: Sichtbar werden in 15 Sekunden',
  slug: 'tiktok-fuer-einsteiger',
  category: 'TikTok',
  gradientType: 'orange-pink',
});

describe('e-book list page', () => {
  it("asks for the visitor country's e-books in the page's language and shows one card each", async () => {
    const { calls } = mockApi({
      'GET /api/ebooks?country=ES&language=de': jsonResponse(200, [listItem({}), tiktok]),
      [`GET ${statsUrl('Facebook')}`]: jsonResponse(200, { count: 3 }),
      [`GET ${statsUrl('TikTok')}`]: jsonResponse(200, { count: 5 }),
    });
    renderSection(<EbookListPage />, { country: 'ES', language: 'de' });
    expect(screen.getByText('Lade E-Books...')).toBeInTheDocument();
    expect(await screen.findAllByRole('link')).toHaveLength(2);
    expect(calls[0]?.url).toBe('/api/ebooks?country=ES&language=de');
    expect(await screen.findByText('5× heruntergeladen')).toBeInTheDocument();
  });

  it('shows the empty text when there are none', async () => {
    mockApi({ 'GET /api/ebooks?country=DE&language=de': jsonResponse(200, []) });
    renderSection(<EbookListPage />);
    expect(await screen.findByText('Keine E-Books verfügbar')).toBeInTheDocument();
  });

  it("logs a failure as 'Failed to fetch ebooks' and shows the empty state", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/ebooks?country=DE&language=de': jsonResponse(503, { message: 'weg' }) });
    renderSection(<EbookListPage />);
    expect(await screen.findByText('Keine E-Books verfügbar')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to fetch ebooks', expect.any(Error));
  });

  it('speaks French', async () => {
    mockApi({ 'GET /api/ebooks?country=FR&language=fr': jsonResponse(200, []) });
    renderSection(<EbookListPage />, { country: 'FR' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Trucs et astuces pour les réseaux sociaux' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Aucun e-book disponible')).toBeInTheDocument();
  });
});
