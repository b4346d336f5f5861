import { screen, within } from '@testing-library/react';
import type { Testimonial } from 'contracts';
import { jsonResponse, renderSection } from 'shared-ui/testing';
import { mockApi } from '../../testing/mockApi';
import { SuccessStoriesPage } from './SuccessStoriesPage';

afterEach(() => jest.restoreAllMocks());

const story = (overrides: Partial<Testimonial>): Testimonial => ({
  id: '20000000-0000-4000-8000-000000000001',
  name: 'Sabine Krüger',
  business: 'Blumenhaus Krüger',
  quote: 'Jede Woche kommen neue Kundinnen, die uns über Reels gefunden haben.',
  branche: 'Floristik',
  location: 'Münster',
  imageUrl: null,
  country: 'DE',
  language: 'de',
  createdAt: '2025-03-02T10:00:00.000Z',
  ...overrides,
});

describe('success stories page (SPEC §2)', () => {
  it('shows 2 placeholders while loading', () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
    renderSection(<SuccessStoriesPage />);
    expect(screen.getAllByTestId('testimonial-skeleton')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Lade Erfolgsgeschichten...');
  });

  it('shows every story with name, business, industry, place and quote', async () => {
    mockApi({
      'GET /api/testimonials?country=DE&language=de': jsonResponse(200, [
        story({}),
        story({
          id: '20000000-0000-4000-8000-000000000002',
          name: 'Jordi Puig',
          business: 'Taller de Bicis Puig',
          quote: 'El taller está lleno los sábados.',
          branche: null,
          location: null,
          imageUrl: 'https://example.com/jordi.jpg',
        }),
      ]),
    });
    renderSection(<SuccessStoriesPage />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [sabine, jordi] = items as [HTMLElement, HTMLElement];
    expect(within(sabine).getByText('Sabine Krüger')).toBeInTheDocument();
    expect(within(sabine).getByText('Blumenhaus Krüger')).toBeInTheDocument();
    expect(within(sabine).getByText('Floristik')).toBeInTheDocument();
    expect(within(sabine).getByText('Münster')).toBeInTheDocument();
    expect(within(sabine).getByText(/über Reels gefunden/)).toBeInTheDocument();
    // No photo: a gradient placeholder with an icon.
    expect(within(sabine).getByTestId('photo-placeholder').querySelector('svg')).not.toBeNull();
    expect(within(jordi).queryByTestId('photo-placeholder')).not.toBeInTheDocument();
    expect(jordi.querySelector('img')).toHaveAttribute('src', 'https://example.com/jordi.jpg');
    expect(within(jordi).queryByText('Floristik')).not.toBeInTheDocument();
  });

  it("asks for the visitor's country in the page's language, and marks a story only in its own", async () => {
    const { calls } = mockApi({
      'GET /api/testimonials?country=ES&language=de': jsonResponse(200, [
        story({
          id: 'a',
          name: 'Lucía',
          quote: 'Mit WhatsApp Business bestellen sie in einer Minute.',
          country: 'ES',
        }),
        story({
          id: 'b',
          name: 'Jordi Puig',
          business: 'Taller de Bicis Puig',
          quote: 'El taller está lleno los sábados.',
          branche: 'Comercio',
          country: 'ES',
          language: 'es',
        }),
      ]),
    });
    renderSection(<SuccessStoriesPage />, { country: 'ES', language: 'de' });
    const [lucia, jordi] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(calls[0]?.url).toBe('/api/testimonials?country=ES&language=de');
    expect(lucia.querySelector('[lang]')).toBeNull();
    const figure = jordi.querySelector('figure');
    expect(figure).toHaveAttribute('lang', 'es');
    // The labels read out with the Spanish tags stay German, marked so.
    expect(within(jordi).getByText('Branche:', { exact: false })).toHaveAttribute('lang', 'de');
    expect(within(jordi).getByTestId('only-in-language')).toHaveTextContent(
      'Nur auf Spanisch verfügbar',
    );
  });

  it('shows the empty text when there are none', async () => {
    mockApi({ 'GET /api/testimonials?country=DE&language=de': jsonResponse(200, []) });
    renderSection(<SuccessStoriesPage />);
    expect(await screen.findByText('Noch keine Erfolgsgeschichten verfügbar.')).toBeInTheDocument();
  });

  it("logs a failure as 'Failed to fetch testimonials' and shows the empty text", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/testimonials?country=ES&language=es': jsonResponse(500, { message: 'kaputt' }),
    });
    renderSection(<SuccessStoriesPage />, { country: 'ES' });
    expect(
      await screen.findByText('Todavía no hay casos de éxito disponibles.'),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to fetch testimonials', expect.any(Error));
  });

  it('with a preview token, shows the inactive story among the others, marked', async () => {
    mockApi({
      'GET /api/testimonials/preview?token=tok.en&country=DE&language=de': jsonResponse(200, [
        story({}),
        story({ id: '20000000-0000-4000-8000-000000000009', name: 'Lena Neu', preview: true }),
      ]),
    });
    renderSection(<SuccessStoriesPage />, { route: '/de_DE/erfolgsgeschichten?preview=tok.en' });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [sabine, lena] = items as [HTMLElement, HTMLElement];
    expect(within(lena).getByRole('note')).toHaveTextContent(/^Vorschau: Diese Kundenstimme/);
    expect(within(lena).getByText('Lena Neu')).toBeInTheDocument();
    expect(within(sabine).queryByRole('note')).not.toBeInTheDocument();
  });

  it('says so when the preview link is invalid or expired', async () => {
    mockApi({
      'GET /api/testimonials/preview?token=alt&country=DE&language=de': jsonResponse(404, {
        error: 'Vorschau-Link ungültig oder abgelaufen',
      }),
    });
    renderSection(<SuccessStoriesPage />, { route: '/de_DE/erfolgsgeschichten?preview=alt' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vorschau-Link ungültig oder abgelaufen.',
    );
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
